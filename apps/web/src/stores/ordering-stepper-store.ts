import { OrderingStep } from '@sofreh/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { PERSIST_VERSION, persistKey, persistStorage } from '../lib/storage';

export type TOrderingStep = (typeof OrderingStep.options)[number];

/** SPEC §4: DELIVERY_TYPE → MENU → OVERVIEW → ORDER_DETAILS. */
export const ORDERING_STEPS: readonly TOrderingStep[] = OrderingStep.options;
const FIRST_STEP = ORDERING_STEPS[0]!;

type OrderingStepperState = {
  step: TOrderingStep;
  goTo: (step: TOrderingStep) => void;
  next: () => void;
  previous: () => void;
  reset: () => void;
};

function stepAt(index: number): TOrderingStep {
  const bounded = Math.min(Math.max(index, 0), ORDERING_STEPS.length - 1);
  return ORDERING_STEPS[bounded]!;
}

export const useOrderingStepperStore = create<OrderingStepperState>()(
  persist(
    (set) => ({
      step: FIRST_STEP,
      goTo: (step) => set({ step }),
      next: () => set((state) => ({ step: stepAt(ORDERING_STEPS.indexOf(state.step) + 1) })),
      previous: () => set((state) => ({ step: stepAt(ORDERING_STEPS.indexOf(state.step) - 1) })),
      reset: () => set({ step: FIRST_STEP }),
    }),
    {
      name: persistKey('ordering-stepper'),
      version: PERSIST_VERSION,
      storage: persistStorage,
      partialize: ({ step }) => ({ step }),
    },
  ),
);
