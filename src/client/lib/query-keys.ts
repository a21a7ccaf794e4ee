/** The query keys of the feature pages, in one place so one page can update another's data. */
export const queryKeys = {
  questions: (tier: string) => ['questions', tier] as const,
  assessment: (id: string) => ['assessments', id] as const,
  stormInvite: (token: string) => ['storm', 'invite', token] as const,
  stormResult: (token: string) => ['storm', 'result', token] as const,
  session: (refId: string) => ['sessions', refId] as const,
};
