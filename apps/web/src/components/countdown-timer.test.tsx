import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownTimer } from './countdown-timer';
import { renderWidget } from './widget-test-render';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function timer() {
  return screen.getByRole('timer', { name: 'Time remaining' });
}

describe('CountdownTimer', () => {
  it('should count from 00:05 to 00:00 and expire once when five seconds pass', () => {
    const onExpire = vi.fn();
    renderWidget(<CountdownTimer seconds={5} onExpire={onExpire} />);
    expect(timer()).toHaveTextContent('00:05');

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer()).toHaveTextContent('00:04');
    expect(onExpire).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(timer()).toHaveTextContent('00:00');
    expect(onExpire).toHaveBeenCalledOnce();

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('should show minutes and seconds when counting from five minutes', () => {
    renderWidget(<CountdownTimer seconds={300} />);
    expect(timer()).toHaveTextContent('05:00');

    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(timer()).toHaveTextContent('03:59');
  });

  it('should stop when it is unmounted', () => {
    const onExpire = vi.fn();
    const { unmount } = renderWidget(<CountdownTimer seconds={2} onExpire={onExpire} />);

    unmount();
    act(() => {
      vi.advanceTimersByTime(5000);
    });

    expect(onExpire).not.toHaveBeenCalled();
  });

  it('should start again when given new seconds', () => {
    const { rerender } = renderWidget(<CountdownTimer seconds={5} />);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(timer()).toHaveTextContent('00:02');

    rerender(<CountdownTimer seconds={10} />);
    expect(timer()).toHaveTextContent('00:10');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer()).toHaveTextContent('00:09');
  });
});
