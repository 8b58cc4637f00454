import { describe, expect, it } from 'vitest';
import { ORDERING_STEPS, useOrderingStepperStore } from './ordering-stepper-store';

describe('ordering stepper', () => {
  it('walks DELIVERY_TYPE → MENU → OVERVIEW → ORDER_DETAILS and stops at the ends', () => {
    const stepper = useOrderingStepperStore.getState();
    expect(ORDERING_STEPS).toEqual(['DELIVERY_TYPE', 'MENU', 'OVERVIEW', 'ORDER_DETAILS']);
    expect(useOrderingStepperStore.getState().step).toBe('DELIVERY_TYPE');
    stepper.previous();
    expect(useOrderingStepperStore.getState().step).toBe('DELIVERY_TYPE');
    for (let move = 0; move < 5; move++) stepper.next();
    expect(useOrderingStepperStore.getState().step).toBe('ORDER_DETAILS');
    stepper.previous();
    expect(useOrderingStepperStore.getState().step).toBe('OVERVIEW');
  });

  it('resets to the first step and persists only the step, as version 1', () => {
    const stepper = useOrderingStepperStore.getState();
    stepper.goTo('OVERVIEW');
    expect(JSON.parse(localStorage.getItem('sofreh:ordering-stepper') ?? '{}')).toEqual({
      state: { step: 'OVERVIEW' },
      version: 1,
    });
    stepper.reset();
    expect(useOrderingStepperStore.getState().step).toBe('DELIVERY_TYPE');
  });
});
