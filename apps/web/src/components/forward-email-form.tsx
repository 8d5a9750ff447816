import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_MESSAGES,
  MAX_CC_EMAILS,
  MAX_TO_EMAILS,
  ZForwardQuote,
  repeatedInTo,
  type TForwardQuote,
} from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../lib/api-error';
import { useFormDraft } from '../lib/form-draft';
import { AlertMessage } from './alert-message';
import { EmailPicker, type EmailOption } from './email-picker';
import { TextAreaCounter } from './text-area-counter';

type FormInput = z.input<typeof ZForwardQuote>;
const FIELDS = ['toAddresses', 'ccAddresses', 'message'] as const;

export interface ForwardEmailFormProps {
  /** Suggested recipients (the property manager, landlords); any valid address may be typed. */
  recipients?: readonly EmailOption[];
  /** The quote form's 'Subscribe to notifications'. */
  withSubscribe?: boolean;
  onSubmit: (email: TForwardQuote) => void;
  onCancel: () => void;
  pending: boolean;
  /** The last attempt's failure, shown in the form under `errorTitle`. */
  error: Error | null;
  errorTitle: string;
  /** Where unsaved input is kept across a new sign-in (`useDraftKey`); the dialog clears it. */
  draftKey?: string;
}

/**
 * To and CC lists, an optional message (and for quotes the subscription), checked with the
 * contracts' email rules in the browser and again by the server.
 */
export function ForwardEmailForm({
  recipients = [],
  withSubscribe = false,
  onSubmit,
  onCancel,
  pending,
  error,
  errorTitle,
  draftKey,
}: ForwardEmailFormProps) {
  const form = useForm<FormInput, unknown, TForwardQuote>({
    resolver: zodResolver(ZForwardQuote),
    defaultValues: {
      toAddresses: [],
      ccAddresses: [],
      message: '',
      subscribeToNotifications: false,
    },
  });
  const { setError, trigger, getValues } = form;
  // Text a picker holds but did not add (it says why): the email is not sent without it.
  const held = useRef({ toAddresses: '', ccAddresses: '' });
  const toAddresses = useWatch({ control: form.control, name: 'toAddresses' }) ?? [];
  useFormDraft(form, draftKey);

  // A 400 names the fields the server refused: show each message beside its field.
  useEffect(() => {
    if (!isApiError(error) || !error.fields) return;
    for (const [path, message] of Object.entries(error.fields)) {
      // 'body.toAddresses' or 'body.toAddresses.2': the field named in the path.
      const segments = path.split('.');
      const field = FIELDS.find((name) => segments.includes(name));
      if (field) setError(field, { type: 'server', message });
    }
  }, [error, setError]);

  return (
    <form
      onSubmit={(event) =>
        void form.handleSubmit((email) => {
          if (held.current.toAddresses === '' && held.current.ccAddresses === '') onSubmit(email);
        })(event)
      }
      noValidate
    >
      <Stack gap="md">
        {error ? (
          <AlertMessage variant="error" title={errorTitle}>
            {error.message}
          </AlertMessage>
        ) : null}
        <Controller
          control={form.control}
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
                if (repeatedInTo(next, cc).length > 0 || form.formState.errors.ccAddresses)
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
          control={form.control}
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
        <Controller
          control={form.control}
          name="message"
          render={({ field, fieldState }) => (
            <TextAreaCounter
              label="Message (optional)"
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              disabled={pending}
            />
          )}
        />
        {withSubscribe ? (
          <Controller
            control={form.control}
            name="subscribeToNotifications"
            render={({ field }) => (
              <Checkbox
                label="Subscribe to notifications"
                description="Receive emails when this quote changes."
                checked={field.value === true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={pending}
              />
            )}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Forward
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
