/** Saved lists (常购清单, issue 32): the buyer's /lists calls and their query keys. Types from ./contracts/savedLists. */
import type { ApiClient } from './client';
import type { SavedListCreateBody, SavedListLineInput } from './contracts/savedLists';
import { call, queryKey } from './endpoint';
import { savedListRoutes } from './routes.generated';

export function savedListsApi(client: ApiClient) {
  return {
    /** The buyer's lists, last changed first, with their lines. */
    list: (signal?: AbortSignal) => call(client, savedListRoutes.list, {}, { signal }),
    /** A new list: empty, from `lines`, from the cart (`fromCart: true`) or from an order (`fromOrder`: its mainId). */
    create: (input: SavedListCreateBody) => call(client, savedListRoutes.create, input),
    rename: (id: number, name: string) => call(client, savedListRoutes.rename, { id, name }),
    remove: (id: number) => call(client, savedListRoutes.remove, { id }),
    /** Saves the list's whole set of lines (the editor). */
    replaceLines: (id: number, lines: SavedListLineInput[]) => call(client, savedListRoutes.replaceLines, { id, lines }),
    /** Adds one line to a list (folded into the same variety/grade/length/supplier). */
    addLine: (id: number, line: SavedListLineInput) => call(client, savedListRoutes.addLine, { id, line }),
    /** 买这张清单: the list's lines matched to today's lots (the review sheet). */
    match: (id: number) => call(client, savedListRoutes.match, { id }),
  };
}

export type SavedListsApi = ReturnType<typeof savedListsApi>;

/** The buyer's lists: one read; every change invalidates `savedListKeys.all`. */
export const savedListKeys = {
  all: ['savedLists'] as const,
  list: () => queryKey(savedListRoutes.list, {}),
  /** 买这张清单's sheet of list `id` (read afresh each time it opens). */
  match: (id: number) => queryKey(savedListRoutes.match, { id }),
};
