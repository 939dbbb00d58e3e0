import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback } from 'react';
import type { Photo, Reel } from '@tasbir/shared';
import { trpc } from '../../trpc.js';
import { patchList, type ListData } from './listPatch.js';

/** Changes one photo wherever it is cached (the gallery's pages, the home page's list, byId). */
export function usePatchPhoto(): (id: string, change: (photo: Photo) => Photo) => void {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return useCallback(
    (id, change) => {
      queryClient.setQueriesData<ListData<Photo>>({ queryKey: getQueryKey(trpc.photos.list) }, (data) =>
        patchList(data, id, change),
      );
      utils.photos.byId.setData({ id }, (photo) => (photo ? change(photo) : photo));
    },
    [queryClient, utils],
  );
}

/** Changes one reel wherever it is cached (the feed's pages, the home page's list, byId). */
export function usePatchReel(): (id: string, change: (reel: Reel) => Reel) => void {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return useCallback(
    (id, change) => {
      queryClient.setQueriesData<ListData<Reel>>({ queryKey: getQueryKey(trpc.reels.list) }, (data) =>
        patchList(data, id, change),
      );
      utils.reels.byId.setData({ id }, (reel) => (reel ? change(reel) : reel));
    },
    [queryClient, utils],
  );
}
