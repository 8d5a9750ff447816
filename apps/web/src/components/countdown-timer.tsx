import { Text, type TextProps } from '@mantine/core';
import { COUNTDOWN_TICK_MS, formatCountdown } from '@portal/contracts';
import { useEffect, useEffectEvent, useState } from 'react';

export interface CountdownTimerProps extends Omit<TextProps, 'children'> {
  /** Seconds to count down from; a new value restarts the count (so does a new React key). */
  seconds: number;
  /** Called once when the count reaches zero. */
  onExpire?: () => void;
  /** The timer's accessible name. */
  label?: string;
}

/** Counts down each second, shown as mm:ss. */
export function CountdownTimer({
  seconds,
  onExpire,
  label = 'Time remaining',
  ...textProps
}: CountdownTimerProps) {
  const [startedFrom, setStartedFrom] = useState(seconds);
  const [remaining, setRemaining] = useState(seconds);
  if (seconds !== startedFrom) {
    setStartedFrom(seconds);
    setRemaining(seconds);
  }

  const expire = useEffectEvent(() => onExpire?.());

  useEffect(() => {
    if (startedFrom <= 0) {
      expire();
      return;
    }
    // Measured against a deadline, since a background tab runs intervals late.
    const deadline = Date.now() + startedFrom * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        expire();
      }
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [startedFrom]);

  return (
    <Text component="span" role="timer" aria-label={label} ff="monospace" {...textProps}>
      {formatCountdown(remaining)}
    </Text>
  );
}
