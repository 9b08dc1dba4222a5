import { isApiError } from '@portal/api-client';
import type { VehicleLevel, VehicleNode } from '@portal/contracts';
import { errorMessage, useConfirmDelete } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { App, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { catalogueKeys } from '../../../queries/catalogue';
import { TREE } from './levels';

/** How many children the cascade dialog names; the rest are counted. */
const NAMED = 20;

/**
 * Deleting a node asks first; when the server refuses because the node still has children (409), a second
 * dialog names them and, once confirmed, deletes the node with everything below it.
 */
export function useVehicleDelete(level: VehicleLevel) {
  const api = useApi();
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const { vehicles } = api.catalogue;
  const child = TREE[TREE.indexOf(level) + 1] as VehicleLevel | undefined;

  const done = useCallback(
    (text: string) => {
      message.success(text);
      void qc.invalidateQueries({ queryKey: catalogueKeys.vehicles });
      // Locations recorded below a deleted node go with it.
      void qc.invalidateQueries({ queryKey: catalogueKeys.locations });
    },
    [message, qc],
  );

  const askCascade = useCallback(
    async (node: VehicleNode, childLevel: VehicleLevel) => {
      const children = await vehicles.list(childLevel, { [level]: node._id, size: NAMED });
      const more = children.total - children.items.length;
      modal.confirm({
        title: t('catalogue.vehicles.cascade_title', { name: node.name }),
        width: 520,
        content: (
          <div data-testid="cascade-dialog">
            <Typography.Paragraph>
              {t('catalogue.vehicles.cascade_intro', {
                total: children.total,
                level: t(`catalogue.vehicles.levels.${childLevel}`),
              })}
            </Typography.Paragraph>
            <ul data-testid="cascade-children">
              {children.items.map((c) => (
                <li key={c._id}>{c.name}</li>
              ))}
            </ul>
            {more > 0 ? (
              <Typography.Paragraph>
                {t('catalogue.vehicles.cascade_more', { total: more })}
              </Typography.Paragraph>
            ) : null}
            <Typography.Paragraph type="danger">
              {t('catalogue.vehicles.cascade_warning')}
            </Typography.Paragraph>
          </div>
        ),
        okText: t('catalogue.vehicles.cascade_confirm'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: true },
        onOk: async () => {
          try {
            done((await vehicles.remove(level, node._id, true)).message);
          } catch (err) {
            message.error(errorMessage(err, t));
          }
        },
      });
    },
    [vehicles, level, modal, t, done, message],
  );

  return useCallback(
    (node: VehicleNode) =>
      confirmDelete(async () => {
        try {
          done((await vehicles.remove(level, node._id)).message);
        } catch (err) {
          if (isApiError(err) && err.statusCode === 409 && child) {
            await askCascade(node, child).catch((e) => message.error(errorMessage(e, t)));
          } else {
            message.error(errorMessage(err, t));
          }
        }
      }),
    [confirmDelete, vehicles, level, child, done, askCascade, message, t],
  );
}
