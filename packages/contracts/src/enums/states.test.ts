import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATE,
  STATES,
  STATE_CODES,
  ZStateCode,
  ZStateId,
  isVicState,
  stateByCode,
  stateById,
  stateLabels,
} from './states';

describe('states', () => {
  it('should list the 8 states with ids 1 to 8 in code order when read', () => {
    expect(STATES).toHaveLength(8);
    expect(STATES.map((state) => state.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(STATES.map((state) => state.code)).toEqual([...STATE_CODES]);
  });

  it('should use the lower-case code as short name when read', () => {
    for (const state of STATES) expect(state.shortName).toBe(state.code.toLowerCase());
  });

  it('should default to VIC when no state is known', () => {
    expect(DEFAULT_STATE).toBe('VIC');
  });

  it('should find a state when given its id or code in any case', () => {
    expect(stateById(7)?.code).toBe('VIC');
    expect(stateById(1)?.name).toBe('Australian Capital Territory');
    expect(stateByCode('qld')?.id).toBe(4);
    expect(stateByCode('WA')?.shortName).toBe('wa');
  });

  it('should give undefined when the id or code is unknown', () => {
    expect(stateById(0)).toBeUndefined();
    expect(stateById(9)).toBeUndefined();
    expect(stateByCode('XX')).toBeUndefined();
  });

  it('should label every state with its full name when displayed', () => {
    expect(stateLabels.NSW).toBe('New South Wales');
    expect(Object.keys(stateLabels)).toHaveLength(8);
  });

  it('should accept only known codes and ids when parsed', () => {
    expect(ZStateCode.safeParse('TAS').success).toBe(true);
    expect(ZStateCode.safeParse('tas').success).toBe(false);
    expect(ZStateId.safeParse(8).success).toBe(true);
    expect(ZStateId.safeParse(9).success).toBe(false);
  });

  it('should recognise Victoria when given the code in any case', () => {
    expect(isVicState('VIC')).toBe(true);
    expect(isVicState('vic')).toBe(true);
    expect(isVicState('NSW')).toBe(false);
    expect(isVicState(null)).toBe(false);
  });
});
