import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useCatalogueMutation } from '../catalogue/useCatalogueMutation';

interface Calls<Row, Input> {
  create: (body: Input) => Promise<Row>;
  update: (id: number, body: Input) => Promise<Row>;
  remove: (id: number) => Promise<unknown>;
  move: (id: number, position: number) => Promise<unknown>;
}

/**
 * The editing state and the save, delete and move calls of a hand-sorted admin list (services, options).
 * `editing`: undefined = no dialog, null = a new row, a row = that row.
 */
export function usePositionedList<Row extends { _id: number }, Input>(
  key: QueryKey,
  calls: Calls<Row, Input>,
) {
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const close = () => setEditing(undefined);
  const save = useCatalogueMutation(
    key,
    (v: Input) => (editing ? calls.update(editing._id, v) : calls.create(v)),
    close,
  );
  const remove = useCatalogueMutation(key, (id: number) => calls.remove(id));
  const move = useCatalogueMutation(key, (v: { id: number; position: number }) =>
    calls.move(v.id, v.position),
  );
  return { editing, setEditing, close, save, remove, move };
}
