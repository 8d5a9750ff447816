import { SimpleGrid } from '@mantine/core';
import {
  defaultEvidenceFrom,
  EVIDENCE_PACK_MESSAGES as M,
  evidencePeriodProblem,
  todayIsoDate,
} from '@portal/contracts';
import { useState } from 'react';
import { TypedDateInput } from './typed-date-input';

export interface EvidencePeriod {
  today: string;
  from: string | null;
  to: string | null;
  setFrom: (day: string | null) => void;
  setTo: (day: string | null) => void;
  /** Each field's text that is not (yet) a day. */
  typing: { from: boolean; to: boolean };
  setTyping: (
    update: (was: { from: boolean; to: boolean }) => { from: boolean; to: boolean },
  ) => void;
  /** Whether a submission was tried: the required messages show from then on. */
  tried: boolean;
  problem: { from: string | null; to: string | null };
  /** Marks the submission tried; the period when both days make a valid one, else null. */
  check: () => { from: string; to: string } | null;
}

/** An evidence pack's period: the last 12 months up to today unless changed. */
export function useEvidencePeriod(): EvidencePeriod {
  const [today] = useState(() => todayIsoDate());
  const [from, setFrom] = useState<string | null>(() => defaultEvidenceFrom(today));
  const [to, setTo] = useState<string | null>(today);
  const [typing, setTyping] = useState({ from: false, to: false });
  const [tried, setTried] = useState(false);
  const problem = {
    from: !from ? M.fromRequired : null,
    to: !to ? M.toRequired : from && to ? evidencePeriodProblem(from, to) : null,
  };
  const invalid = Boolean(problem.from || problem.to || typing.from || typing.to);
  const check = () => {
    setTried(true);
    return invalid || !from || !to ? null : { from, to };
  };
  return { today, from, to, setFrom, setTo, typing, setTyping, tried, problem, check };
}

/** The From and To days of an evidence pack (the property's or the portfolio's), side by side. */
export function EvidencePeriodFields({
  period,
  disabled,
}: {
  period: EvidencePeriod;
  disabled: boolean;
}) {
  const { today, from, to, setFrom, setTo, setTyping, tried, problem } = period;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TypedDateInput
        label={M.from}
        withAsterisk
        value={from}
        onChange={setFrom}
        maxDate={today}
        onErrorChange={(error) => setTyping((was) => ({ ...was, from: Boolean(error) }))}
        error={tried ? problem.from : null}
        disabled={disabled}
      />
      <TypedDateInput
        label={M.to}
        withAsterisk
        value={to}
        onChange={setTo}
        maxDate={today}
        onErrorChange={(error) => setTyping((was) => ({ ...was, to: Boolean(error) }))}
        error={problem.to && (tried || problem.to !== M.toRequired) ? problem.to : null}
        disabled={disabled}
      />
    </SimpleGrid>
  );
}
