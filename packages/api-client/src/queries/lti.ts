// LTI 1.3 platform registrations for the school's administrators: listed with the tool's URLs to
// enter on the platform, registered (the tool's key pair is made on the server), removed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body } from './shared';

export const ltiKeys = {
  all: ['lti'] as const,
  platforms: () => [...ltiKeys.all, 'platforms'] as const,
};

export function useLtiPlatforms() {
  const client = useApiClient();
  return useQuery({
    queryKey: ltiKeys.platforms(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/school/lti/platforms', { signal })),
  });
}

export function useCreateLtiPlatform() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body<'createLtiPlatform'>) =>
      unwrap(await client.POST('/school/lti/platforms', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ltiKeys.platforms() }),
  });
}

export function useDeleteLtiPlatform() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (platformId: number) => {
      unwrap(
        await client.DELETE('/school/lti/platforms/{platformId}', {
          params: { path: { platformId } },
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ltiKeys.platforms() }),
  });
}

/** A deep-linking request's choices (the code from `/lti/deep-link#code=` is the credential). */
export function useLtiDeepLinkItems(code: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...ltiKeys.all, 'deep-link', code] as const,
    queryFn: async ({ signal }) =>
      unwrap(await client.POST('/lti/deep-link/items', { body: { code }, signal })),
    enabled: code !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
