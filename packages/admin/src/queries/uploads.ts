import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../platform/context';
import { useRealtimeEvent } from '../platform/liveUpdates';

/** One prefix for every page of the list: the server decides whose files it holds. */
export const uploadKeys = {
  all: ['file-uploads'] as const,
  page: (page: number, size: number) => ['file-uploads', page, size] as const,
};

export const useUploads = (page: number, size: number) => {
  const api = useApi();
  return useQuery({
    queryKey: uploadKeys.page(page, size),
    queryFn: () => api.orders.uploads.list({ page, size }),
    placeholderData: keepPreviousData,
    // Without a live event (closed socket) coming back to the tab still shows new files.
    refetchOnWindowFocus: 'always',
  });
};

export function useRemoveUpload() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.orders.uploads.remove(id),
    // Not awaited: the confirmation dialog closes once the file is deleted, not when the list has reloaded
    // (a slow or superseded reload kept the dialog open for seconds).
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: uploadKeys.all });
    },
  });
}

/** Staff are told of a new upload by a notification; the same event refreshes an open list. */
export function useUploadsLive() {
  const client = useQueryClient();
  useRealtimeEvent(
    useCallback(
      (event) => {
        const n = event.notification as { type?: string } | undefined;
        if (event.type === 'notification.created' && n?.type === 'file.uploaded')
          void client.invalidateQueries({ queryKey: uploadKeys.all });
      },
      [client],
    ),
  );
}
