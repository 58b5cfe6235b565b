import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import { HttpError } from '../../http/errors.js';
import { requestLocale } from '../../http/i18n/requestLocale.js';
import type { HandlerMap, Schemas } from '../../http/types.js';
import { answerLtiDeepLink, listLtiDeepLinkItems } from './deep-link.js';
import { returnLtiDeepLink } from './deep-link-page.js';
import { getLtiToolJwks } from './jwks.js';
import { launchLti } from './launch.js';
import { initiateLtiLogin, type LoginInitiation } from './login.js';
import * as platforms from './platforms.js';
import { exchangeLtiSignIn } from './sign-in.js';

export function ltiHandlers(deps: AppDeps): HandlerMap {
  return {
    listLtiPlatforms: async (request) => platforms.listLtiPlatforms(deps, authOf(request)),
    createLtiPlatform: async (request, reply) =>
      reply
        .status(201)
        .send(await platforms.createLtiPlatform(deps, authOf(request), request.body)),
    deleteLtiPlatform: async (request, reply) => {
      await platforms.deleteLtiPlatform(deps, authOf(request), request.params.platformId);
      return reply.status(204).send();
    },
    // Public: the platform reads the tool's keys.
    getLtiToolJwks: async (request) => getLtiToolJwks(deps, request.params.publicId),
    // Public: the platform sends the browser here (Security Framework §5.1.1.1), GET or POST.
    initiateLtiLogin: async (request, reply) =>
      reply.redirect(
        await initiateLtiLogin(deps, request.params.publicId, request.query as LoginInitiation),
        302,
      ),
    initiateLtiLoginPost: async (request, reply) =>
      reply.redirect(
        await initiateLtiLogin(
          deps,
          request.params.publicId,
          (request.body ?? {}) as LoginInitiation,
        ),
        302,
      ),
    // Public: the browser posts the platform's authentication response.
    launchLti: async (request, reply) =>
      reply.redirect(
        await launchLti(
          deps,
          request.params.publicId,
          (request.body ?? {}) as { id_token?: string; state?: string },
        ),
        302,
      ),
    exchangeLtiSignIn: async (request) => exchangeLtiSignIn(deps, request.body),
    // Public: authenticated by the deep-linking request's one-time code.
    listLtiDeepLinkItems: async (request) => listLtiDeepLinkItems(deps, request.body),
    answerLtiDeepLink: async (request) => answerLtiDeepLink(deps, request.body),
    // Public: the picker's own form; a refused pick goes back to the picker's failed state.
    returnLtiDeepLink: async (request, reply) => {
      try {
        const page = await returnLtiDeepLink(
          deps,
          request.body as Schemas['LtiDeepLinkReturnForm'],
          requestLocale(request.headers['accept-language']),
        );
        return reply
          .header('content-security-policy', page.policy)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(page.html);
      } catch (error) {
        if (error instanceof HttpError && error.status < 500) {
          return reply.redirect('/lti/deep-link?failed=1', 303);
        }
        throw error;
      }
    },
  };
}
