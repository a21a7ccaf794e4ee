/** The /my-data page's query keys. */
export const privacyKeys = {
  all: ['privacy'] as const,
  access: (link: string) => ['privacy', 'access', link] as const,
  data: (accessToken: string) => ['privacy', 'data', accessToken] as const,
};
