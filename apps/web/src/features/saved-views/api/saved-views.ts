import {
  savedViewCalls,
  type TCreateSavedView,
  type TSavedView,
  type TSavedViewList,
  type TUpdateSavedView,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The one query-key factory of saved views. */
const savedViewKeys = {
  all: ['saved-views'] as const,
  list: (list: TSavedViewList) => [...savedViewKeys.all, 'list', list] as const,
  detail: (viewId: number) => [...savedViewKeys.all, 'detail', viewId] as const,
};

/** The views of a list the user can open: their own, then those shared with the agency. */
export function useSavedViews(list: TSavedViewList) {
  return useQuery({
    queryKey: savedViewKeys.list(list),
    queryFn: ({ signal }) => callApi(savedViewCalls.list, { query: { list }, signal }),
    select: (data) => data.views,
  });
}

/** One view, as its link names it (`?view=<id>`); not retried: a missing one stays missing. */
export function useSavedView(viewId: number | null) {
  return useQuery({
    queryKey: savedViewKeys.detail(viewId ?? 0),
    queryFn: ({ signal }) =>
      callApi(savedViewCalls.detail, { params: { viewId: viewId! }, signal }),
    enabled: viewId !== null,
    retry: false,
  });
}

type TSavedViewChange =
  | { kind: 'create'; body: TCreateSavedView }
  | { kind: 'update'; view: TSavedView; body: TUpdateSavedView }
  | { kind: 'delete'; view: TSavedView }
  | { kind: 'default'; view: TSavedView; isDefault: boolean };

function changeSavedView(change: TSavedViewChange): Promise<TSavedView> {
  switch (change.kind) {
    case 'create':
      return callApi(savedViewCalls.create, { body: change.body });
    case 'update':
      return callApi(savedViewCalls.update, {
        params: { viewId: change.view.id },
        body: change.body,
      });
    case 'delete':
      return callApi(savedViewCalls.remove, { params: { viewId: change.view.id } });
    case 'default':
      return callApi(change.isDefault ? savedViewCalls.setDefault : savedViewCalls.clearDefault, {
        params: { viewId: change.view.id },
      });
  }
}

/** Saves, changes or deletes a view; the list's views are read again after it. */
export function useChangeSavedView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSavedView,
    onSuccess: (view) => queryClient.invalidateQueries({ queryKey: savedViewKeys.list(view.list) }),
  });
}
