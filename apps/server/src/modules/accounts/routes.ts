import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequest,
  freePlayRequest,
  geetestConfigValue,
  type GeetestConfig,
  loginRequest,
  loginValue,
  loginVerificationRequest,
  memberInfoValue,
  successEnvelope,
  updateLanguageRequest,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import type { AccountService } from './service.ts';
import type { Registration } from './registration.ts';

export const CAPTCHA_COOKIE = 'captcha_id';

export const accountRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  registration: Registration;
  /** The Geetest v4 widget's configuration, null when logins use the image captcha. */
  geetest?: GeetestConfig;
}> = async (app, { accounts, registration, geetest = null }) => {
  const tags = ['accounts'];
  app.post(
    '/wps/session/login',
    {
      schema: {
        tags,
        description:
          'Log in by user name and password, or (type sms) by mobile number and SMS code: `username` and `password` are always sent (for type sms the mobile number and an empty password; with `rememberToken` an empty password), type sms also needs `mobileNum`, `countryDialingCode` and `smsCode`. After failed attempts the answer carries value {captcha: true}: fetch /wps/captcha and send its text as `captcha` (or, when `/wps/captcha/geetest` answers a configuration, the Geetest v4 result as `geetest`).',
        body: loginRequest,
        response: { 200: successEnvelope(loginValue) },
      },
    },
    async (request) =>
      ok(
        request.body.type === 'sms'
          ? await registration.loginBySms(request.tenant, request.body, request.ip)
          : await accounts.login(request.tenant, request.body, {
              ip: request.ip,
              captchaId: request.cookies[CAPTCHA_COOKIE],
              lang: request.lang,
              userAgent: userAgentOf(request),
            }),
      ),
  );

  app.post(
    '/wps/session/login/verification',
    {
      schema: {
        tags,
        description:
          'Completes a login from a new IP (LOGINIPVERF3): the token of the login.verification.required answer and the code sent by SMS or email.',
        body: loginVerificationRequest,
        response: { 200: successEnvelope(loginValue) },
      },
    },
    async (request) =>
      ok(
        await accounts.completeLoginVerification(
          request.tenant,
          request.body,
          request.ip,
          userAgentOf(request),
        ),
      ),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      schema: {
        tags,
        description:
          'A fresh trial account (isAgent 4), logged in. With the free demo (FREEPLAY3) off: free.play.unavailable.',
        body: freePlayRequest.optional(),
        response: { 200: successEnvelope(loginValue) },
      },
    },
    async (request) =>
      ok(await accounts.freePlay(request.tenant, { ip: request.ip, userAgent: userAgentOf(request) })),
  );

  app.delete(
    '/wps/session/logout',
    {
      preHandler: app.requireUserDuringPasswordChange,
      schema: { tags, response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      await accounts.logout(request.user);
      return ok(null);
    },
  );

  app.get(
    '/wps/member/info',
    {
      preHandler: app.requireUserDuringPasswordChange,
      schema: { tags, response: { 200: successEnvelope(memberInfoValue) } },
    },
    async (request) => ok(await accounts.memberInfo(request.user, request.lang)),
  );

  app.post(
    '/wps/member/language',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        description:
          "Saves the member's language (one the merchant offers); mail and text messages to the member use it.",
        body: updateLanguageRequest,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await accounts.updateLanguage(request.tenant, request.user, request.body.language);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password',
    {
      preHandler: app.requireUserDuringPasswordChange,
      schema: {
        tags,
        description: 'Change the login password; every session of the account ends.',
        body: changePasswordRequest,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await accounts.changePassword(request.tenant, request.user, request.body);
      return ok(null);
    },
  );

  app.get(
    '/wps/captcha',
    {
      schema: {
        tags,
        description:
          'A captcha image (base64 PNG); the answer is bound to this client by an HttpOnly cookie.',
        response: { 200: successEnvelope(z.string()) },
      },
    },
    async (_request, reply) => {
      const { id, image } = await accounts.issueCaptcha();
      reply
        .setCookie(CAPTCHA_COOKIE, id, {
          httpOnly: true,
          sameSite: 'strict',
          path: '/wps',
          maxAge: accounts.policy.captchaMinutes * 60,
        })
        .header('cache-control', 'no-store');
      return ok(image);
    },
  );

  app.get(
    '/wps/captcha/geetest',
    {
      schema: {
        tags,
        description:
          'The human verification after failed logins: null for the image captcha of /wps/captcha, or the Geetest v4 widget to show ({captchaId, scriptUrl}); its result goes in the login as `geetest`.',
        response: { 200: successEnvelope(geetestConfigValue) },
      },
    },
    async () => ok(geetest),
  );
};

/** The browser's user agent of a login (the back office's device column). */
const userAgentOf = (request: { headers: Record<string, unknown> }) => {
  const ua = request.headers['user-agent'];
  return typeof ua === 'string' ? ua.slice(0, 512) : '';
};
