import { useContext, useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { SignedInContext } from './session/signed-in-context';

/**
 * Unsaved form input kept across a new sign-in. When a session ends, the user signs in again
 * and comes back to the page; a form with a draft key picks up what was typed. Drafts live in
 * this tab's sessionStorage (gone when the tab closes), under the signed-in user and agency (so
 * nobody else signing in on the tab sees them), and are removed when the form is saved and on
 * sign-out. Only forms holding nothing secret have one: the preferences and the forward-email
 * form (recipients and a message).
 */
const PREFIX = 'acp:draft:';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The storage key of a form's draft for the signed-in user and agency; undefined signed out. */
export function useDraftKey(form: string): string | undefined {
  const session = useContext(SignedInContext)?.session;
  if (!session) return undefined;
  return `${PREFIX}${session.complianceUserId}:${session.complianceAgencyId}:${form}`;
}

/** Removes one form's draft (after it has been saved). */
export function clearFormDraft(key: string | undefined): void {
  if (key) storage()?.removeItem(key);
}

/** Removes every draft of the tab (on sign-out). */
export function clearFormDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
}

function readDraft(key: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps `form`'s values as a draft under `key` while it is edited, and fills the form from the
 * draft when it mounts (as changes, so Save is enabled and only they are sent). The caller
 * clears the draft once the form is saved.
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  key: string | undefined,
): void {
  const { setValue, watch, getValues } = form;

  useEffect(() => {
    if (!key) return;
    const draft = readDraft(key);
    if (!draft) return;
    const current = getValues();
    for (const [name, value] of Object.entries(draft)) {
      if (!(name in current)) continue;
      setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
  }, [key, getValues, setValue]);

  useEffect(() => {
    if (!key) return;
    const subscription = watch((values, { type }) => {
      // Only what the user changed; a reset (after saving) is not a draft.
      if (type !== 'change') return;
      try {
        storage()?.setItem(key, JSON.stringify(values));
      } catch {
        // Storage full or refused: the form still works, only without a draft.
      }
    });
    return () => subscription.unsubscribe();
  }, [key, watch]);
}
