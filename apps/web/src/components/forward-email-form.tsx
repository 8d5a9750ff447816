import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZForwardQuote, type TForwardQuote } from '@portal/contracts';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useFormDraft } from '../lib/form-draft';
import { AlertMessage } from './alert-message';
import { CheckboxField } from './checkbox-field';
import type { EmailOption } from './email-picker';
import {
  EmailRecipientFields,
  holdsNoRecipientText,
  useServerFieldErrors,
  type HeldRecipientText,
} from './email-recipient-fields';
import { TextAreaCounterField } from './text-area-counter-field';

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
  const held = useRef<HeldRecipientText>({ toAddresses: '', ccAddresses: '' });
  useFormDraft(form, draftKey);

  useServerFieldErrors(form.setError, error, FIELDS);

  return (
    <form
      onSubmit={(event) =>
        void form.handleSubmit((email) => {
          if (holdsNoRecipientText(held.current)) onSubmit(email);
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
        <EmailRecipientFields form={form} recipients={recipients} held={held} pending={pending} />
        <TextAreaCounterField
          control={form.control}
          name="message"
          label="Message (optional)"
          disabled={pending}
        />
        {withSubscribe ? (
          <CheckboxField
            control={form.control}
            name="subscribeToNotifications"
            label="Subscribe to notifications"
            description="Receive emails when this quote changes."
            disabled={pending}
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
