import { Button } from '@mantine/core';
import { ZInformDiNotes } from '@portal/contracts';
import { useState } from 'react';
import { MonthYearPicker } from '../../../components/month-year-picker';
import { NotesEditor, preloadNotesEditor } from '../../../components/notes-editor';
import { asksBuiltYear, type WizardContext } from './wizard-machine';
import { METHOD_LABELS, Screen, SelectItems } from './wizard-screen';

// The wizard may ask for notes: its editor loads with the wizard, not when first asked.
preloadNotesEditor();

/**
 * Inform the provider (or enter the built year): the findings, the notes in rich text (judged
 * on their visible text by the contracts' rule: 'Required', at most 500 characters) and, when a
 * selected finding asks it, the month and year the property was built.
 */
export function InformForm({
  context,
  pending,
  onToggle,
  onBack,
  onSubmit,
}: {
  context: WizardContext;
  pending: boolean;
  onToggle: (id: number) => void;
  onBack: () => void;
  onSubmit: (notes: string, propertyBuilt: string | null) => void;
}) {
  const [notes, setNotes] = useState('');
  const [built, setBuilt] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const withBuilt = asksBuiltYear(context);
  const notesError = ZInformDiNotes.safeParse(notes).error?.issues[0]?.message;
  const builtError = withBuilt && !built ? 'Required' : undefined;
  return (
    <Screen
      title={METHOD_LABELS.informDi}
      actions={
        <>
          <Button variant="default" onClick={onBack} disabled={pending}>
            Back
          </Button>
          <Button
            loading={pending}
            disabled={context.selected.length === 0}
            onClick={() => {
              setTried(true);
              if (!notesError && !builtError) onSubmit(notes, withBuilt ? built : null);
            }}
          >
            Submit
          </Button>
        </>
      }
    >
      <SelectItems context={context} method="informDi" onToggle={onToggle} />
      <NotesEditor
        label="Notes"
        required
        value={notes}
        onChange={setNotes}
        // Too long is said as it is typed; missing once Submit was pressed.
        error={tried || notesError !== 'Required' ? notesError : undefined}
        disabled={pending}
      />
      {withBuilt ? (
        <MonthYearPicker
          label="When was the property built?"
          value={built}
          onChange={setBuilt}
          maxDate={new Date()}
          required
          error={tried ? builtError : undefined}
        />
      ) : null}
    </Screen>
  );
}
