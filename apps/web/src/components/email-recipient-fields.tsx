import { EMAIL_MESSAGES, MAX_CC_EMAILS, MAX_TO_EMAILS, repeatedInTo } from '@portal/contracts';
import { useEffect, type RefObject } from 'react';
import {
  Controller,
  useWatch,
  type FieldValues,
  type Path,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { isApiError } from '../lib/api-error';
import { EmailPicker, type EmailOption } from './email-picker';

/** The form values the recipients block edits. */
type RecipientValues = { toAddresses?: string[] | undefined; ccAddresses?: string[] | undefined };

/** Text a picker holds but did not add (it says why): the email is not sent while there is any. */
export interface HeldRecipientText {
  toAddresses: string;
  ccAddresses: string;
}

export const holdsNoRecipientText = (held: HeldRecipientText) =>
  held.toAddresses === '' && held.ccAddresses === '';

/** A 400 names the fields the server refused: each message is shown beside its field. */
export function useServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: Error | null,
  fields: readonly Path<T>[],
) {
  useEffect(() => {
    if (!isApiError(error) || !error.fields) return;
    for (const [path, message] of Object.entries(error.fields)) {
      // 'body.toAddresses' or 'body.toAddresses.2': the field named in the path.
      const segments = path.split('.');
      const field = fields.find((name) => segments.includes(name));
      if (field) setError(field, { type: 'server', message });
    }
  }, [error, setError, fields]);
}

/**
 * An email's To and CC pickers: suggested recipients or any valid address, at most the contracts'
 * numbers of each, and no address in CC that is already in To.
 */
export function EmailRecipientFields<T extends RecipientValues & FieldValues, O>({
  form,
  recipients,
  held,
  pending,
}: {
  form: UseFormReturn<T, unknown, O>;
  recipients: readonly EmailOption[];
  held: RefObject<HeldRecipientText>;
  pending: boolean;
}) {
  // The block reads and writes only its two fields, whatever else the form holds.
  const { control, getValues, trigger, formState } = form as unknown as UseFormReturn<
    RecipientValues,
    unknown,
    O
  >;
  const toAddresses = useWatch({ control, name: 'toAddresses' }) ?? [];
  return (
    <>
      <Controller
        control={control}
        name="toAddresses"
        render={({ field, fieldState }) => (
          <EmailPicker
            label="To"
            required
            value={field.value ?? []}
            onChange={(next: string[]) => {
              field.onChange(next);
              // An address now in both lists: CC says so at once, and stops saying it once fixed.
              const cc = getValues('ccAddresses') ?? [];
              if (repeatedInTo(next, cc).length > 0 || formState.errors.ccAddresses)
                void trigger('ccAddresses');
            }}
            onBlur={field.onBlur}
            options={recipients}
            max={MAX_TO_EMAILS}
            maxMessage={EMAIL_MESSAGES.tooManyTo}
            onTextChange={(text) => {
              held.current.toAddresses = text;
            }}
            error={fieldState.error?.message}
            disabled={pending}
          />
        )}
      />
      <Controller
        control={control}
        name="ccAddresses"
        render={({ field, fieldState }) => (
          <EmailPicker
            label="CC"
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            options={recipients}
            max={MAX_CC_EMAILS}
            maxMessage={EMAIL_MESSAGES.tooManyCc}
            onTextChange={(text) => {
              held.current.ccAddresses = text;
            }}
            excluded={{ emails: toAddresses, message: EMAIL_MESSAGES.alreadyInTo }}
            error={fieldState.error?.message}
            disabled={pending}
          />
        )}
      />
    </>
  );
}
