import '@mantine/dates/styles.css';
import { ActionIcon, Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { CALENDAR_ARIA_LABELS } from './calendar-labels';

export interface CalendarPopoverButtonProps {
  /** The field's label, to name the button. */
  label: string;
  /** The chosen day as ISO day text. */
  value: string | null;
  onPick: (day: string) => void;
  /** The month shown when the calendar opens without a value. */
  defaultDate: string;
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
}

/** An icon button opening a calendar; picking a day closes it and returns focus. */
export function CalendarPopoverButton({
  label,
  value,
  onPick,
  defaultDate,
  minDate,
  maxDate,
  disabled,
}: CalendarPopoverButtonProps) {
  const [opened, { open, close, toggle }] = useDisclosure(false);
  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? open() : close())}
      position="bottom-end"
      trapFocus
      returnFocus
      shadow="md"
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={toggle}
          disabled={disabled}
          aria-label={`Choose ${label} from calendar`}
        >
          <IconCalendar size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          value={value}
          onChange={(day) => {
            if (day) onPick(day);
            close();
          }}
          defaultDate={value ?? defaultDate}
          minDate={minDate}
          maxDate={maxDate}
          ariaLabels={CALENDAR_ARIA_LABELS}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
