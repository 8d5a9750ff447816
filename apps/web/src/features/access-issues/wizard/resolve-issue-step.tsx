import { Alert, Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  accessIssueActionSchema,
  entryMethodLabels,
  type TProblemSet,
  type TSuggestedAction,
} from '@portal/contracts';
import { useState } from 'react';
import { NotesEditor, preloadNotesEditor } from '../../../components/notes-editor';
import { TypedDateInput } from '../../../components/typed-date-input';
import type { AgencyActionInput, WizardContext } from './wizard-machine';
import { currentNumber } from './wizard-machine';

// The wizard will ask for notes: its editor loads with the wizard, not when first asked.
preloadNotesEditor();

/** The texts of a solution for this property: integrated or not, the software named. */
export interface SolutionTexts {
  integrated: boolean;
  softwareName: string;
}

const withSoftware = (text: string, softwareName: string) =>
  text.replaceAll('{softwareName}', softwareName);

function solutionDescription(solution: TSuggestedAction, texts: SolutionTexts) {
  return texts.integrated
    ? solution.description_integrated
    : withSoftware(solution.description_non_integrated, texts.softwareName);
}

function solutionButtonText(solution: TSuggestedAction, texts: SolutionTexts) {
  return texts.integrated
    ? solution.confirmation_button_text_integrated
    : withSoftware(solution.confirmation_button_text_non_integrated, texts.softwareName);
}

/** 'n of m access issues preventing {entry method}'. */
function progressHeading(context: Pick<WizardContext, 'queue' | 'total' | 'entryMethod'>) {
  const method = context.entryMethod ? entryMethodLabels[context.entryMethod] : '';
  return `${currentNumber(context)} of ${context.total} access issues preventing ${method}`;
}

/** A solution's panel: what it does, its notes and date when its group takes them, its button. */
function SolutionPanel({
  solution,
  texts,
  pending,
  onPerform,
}: {
  solution: TSuggestedAction;
  texts: SolutionTexts;
  pending: boolean;
  onPerform: (action: AgencyActionInput) => void;
}) {
  const group = solution.solution_group;
  const takesNotes = group === 'NOTIFY_WITH_NOTES' || group === 'NOTIFY_WITH_DATE';
  const takesDate = group === 'NOTIFY_WITH_DATE';
  const [notes, setNotes] = useState('');
  const [date, setDate] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ notes?: string; date?: string }>({});

  const submit = () => {
    const checked = accessIssueActionSchema(group).safeParse({
      solutionLabel: solution.solution_label,
      notes: takesNotes ? notes : null,
      date: takesDate ? date : null,
    });
    if (!checked.success) {
      const found: { notes?: string; date?: string } = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'notes' || field === 'date') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onPerform({ solution, notes: checked.data.notes ?? null, date: checked.data.date });
  };

  return (
    <Stack gap="sm" pt="sm">
      <Text fz="sm">{solutionDescription(solution, texts)}</Text>
      {takesNotes ? (
        <NotesEditor
          label="Notes"
          required={group === 'NOTIFY_WITH_NOTES'}
          value={notes}
          onChange={setNotes}
          error={errors.notes}
          disabled={pending}
        />
      ) : null}
      {takesDate ? (
        <TypedDateInput
          label="Date"
          value={date}
          onChange={setDate}
          minDate={new Date()}
          minMessage="Date cannot be in the past"
          error={errors.date}
          disabled={pending}
        />
      ) : null}
      <Group justify="flex-end">
        <Button onClick={submit} loading={pending}>
          {solutionButtonText(solution, texts)}
        </Button>
      </Group>
    </Stack>
  );
}

/** The current problem set: what it is, and its suggested solutions as tabs, the first the most effective. */
export function ResolveIssueStep({
  context,
  texts,
  pending,
  onSelect,
  onPerform,
}: {
  context: WizardContext;
  texts: SolutionTexts;
  pending: boolean;
  onSelect: (solution: TSuggestedAction) => void;
  onPerform: (action: AgencyActionInput) => void;
}) {
  const problem: TProblemSet | undefined = context.queue[0];
  if (!problem) return null;
  const actions = problem.suggested_actions;
  const chosen = context.solution?.solution_label ?? actions[0]?.solution_label ?? null;
  return (
    <Stack gap="md">
      <Title order={3} fz="lg">
        {progressHeading(context)}
      </Title>
      <Alert color="orange" variant="light" title={problem.public_name}>
        <Stack gap={4}>
          {problem.public_descriptions.map((description) => (
            <Text key={description} fz="sm">
              {description}
            </Text>
          ))}
        </Stack>
      </Alert>
      <Text fz="sm" fw={600}>
        Suggested solutions
      </Text>
      <Tabs
        value={chosen}
        onChange={(label) => {
          const next = actions.find((action) => action.solution_label === label);
          if (next) onSelect(next);
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {actions.map((action, index) => (
            <Tabs.Tab
              key={action.solution_label}
              value={action.solution_label}
              disabled={pending}
              rightSection={
                index === 0 && actions.length > 1 ? (
                  <Badge size="xs" variant="light" color="teal">
                    Most effective
                  </Badge>
                ) : null
              }
            >
              {action.solution_public_name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {actions.map((action) => (
          <Tabs.Panel key={action.solution_label} value={action.solution_label}>
            <SolutionPanel
              solution={action}
              texts={texts}
              pending={pending}
              onPerform={onPerform}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
