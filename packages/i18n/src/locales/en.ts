import type { Messages } from '../types.ts';

export const en: Messages = {
  errors: {
    'login.not.session': 'You are not logged in, please login',
    'function.not.available': 'Invalid URL, please contact customer service',
    request_param_err: 'Invalid request parameters',
    'account.password.incorrect': 'Account or password incorrect',
    'captcha.invalid': 'Incorrect verification code',
    'too.many.requests': 'Too many requests, please try again later',
    'account.locked': 'Account temporarily locked, please try later or reset your password',
    error_not_agent: 'This account is not an agent account',
    error_not_member: 'This account is not a member account',
    'trial.account.forbidden': 'Please Register An Account First',
    'insufficient.balance': 'Insufficient balance',
    vendor_under_maintenance: 'This game is under maintenance, please try other games',
    'region.restricted': 'Service is not available from your IP or location',
    'system.maintenance': 'System under maintenance',
    'affiliate.code.invalid': 'Invitation code is wrong',
    'sms.code.invalid': 'Invalid SMS verification code',
    'not.found': 'The requested resource was not found',
    'internal.error': 'Unknown error',
    network: 'Network link is abnormal, please try again',
    timeout_retry_please: 'Loading timed out, please retry',
  },
};
