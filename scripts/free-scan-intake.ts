import type { CreateAssessmentBody } from '../src/shared/api/assessments';

/**
 * A free scan's intake for the n-th generated person: used by the load benchmark and by tests
 * that run the same journeys (scripts never import tests, so it lives here).
 */
export function freeScanIntake(label: string, n: number): CreateAssessmentBody {
  return {
    tier: 'free',
    profile: {
      fullName: `${label} person ${n}`,
      email: `${label}-${n}@example.com`,
      primaryLoveLanguage: 'quality-time',
      secondaryLoveLanguage: 'words-of-affirmation',
    },
    website: '',
  };
}
