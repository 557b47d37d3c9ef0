import { http, HttpResponse } from 'msw';
import type {
  Country,
  LoginResult,
  MemberInfo,
  RegisterSettings,
  WhitelabelFlag,
} from '@playfront/api-contract';

/** Private fixtures of auth-session tests and stories (not part of the package). */
export const ok = <T>(value: T) => HttpResponse.json({ success: true, value, message: null, code: null });
export const fail = (status: number, code: string, value: unknown = null) =>
  HttpResponse.json({ success: false, value, message: `test ${code}`, code }, { status });

export type Flags = Partial<Record<WhitelabelFlag, 0 | 1>>;

const defaultFlags: Record<WhitelabelFlag, 0 | 1> = {
  DIRECTREG3: 1,
  USERNAMEREG3: 1,
  MOBILENUMREG3: 1,
  REGMOBVERF3: 1,
  MOBILENUMPASSREG3: 1,
  MOBILEVERCODELOGIN3: 1,
  FREEPLAY3: 1,
  PWDEXPFORCECHANGE3: 0,
  CHNGPASSVERIF3: 1,
  AGENTPOLICY3: 1,
  MANPLAYREB3: 1,
};

export function whitelabelTree(flags: Flags = {}) {
  const all = { ...defaultFlags, ...flags };
  return [
    {
      modId: 'ALL3',
      enabled: 1 as const,
      childrenNodes: Object.entries(all).map(([modId, enabled]) => ({ modId, enabled, childrenNodes: [] })),
    },
  ];
}

const rule = (
  patternId: number,
  source: string,
  minLength: number,
  maxLength: number,
  required = false,
  enabled = true,
) => ({
  enabled,
  required,
  minLength,
  maxLength,
  acceptedPattern: source,
  patternId,
});

export function registerSettings(overrides: Partial<RegisterSettings> = {}): RegisterSettings {
  return {
    usernameRegistration: true,
    mobileRegistration: true,
    mobileVerification: true,
    mobilePasswordRequired: true,
    directRegister: true,
    captchaEnabled: false,
    affiliateCodeEnabled: true,
    defaultCountryDialingCode: '+84',
    smsExpiredMinutes: 5,
    minimumAge: 18,
    rules: {
      username: rule(2, '^[A-Za-z][A-Za-z0-9]*$', 6, 16, true),
      password: rule(6, '^(?=.*[A-Za-z])(?=.*[0-9])\\S+$', 8, 64, true),
      confirmPassword: rule(1, '*', 8, 64, true),
      payeeName: rule(9, '^[A-Za-z ]+$', 2, 64),
      email: rule(4, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 254),
      mobileNum: rule(7, '^[0-9]+$', 6, 15),
      verificationCode: rule(7, '^[0-9]+$', 6, 6, true),
      captcha: rule(7, '^[0-9]+$', 5, 5, false, overrides.captchaEnabled ?? false),
      affiliateCode: rule(5, '^[A-Za-z0-9]+$', 4, 32),
      referralCode: rule(5, '^[A-Za-z0-9]+$', 4, 32),
      qqNum: rule(7, '^[0-9]+$', 5, 12, false, false),
      birthday: rule(12, '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', 10, 10, true),
    },
    ...overrides,
  };
}

export const countries: Country[] = [
  { countryCode: 'VN', countryDialingCode: '+84', name: 'Viet Nam' },
  { countryCode: 'TH', countryDialingCode: '+66', name: 'Thailand' },
  { countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' },
  { countryCode: 'CN', countryDialingCode: '+86', name: 'China' },
  { countryCode: 'KR', countryDialingCode: '+82', name: 'Korea' },
  { countryCode: 'JP', countryDialingCode: '+81', name: 'Japan' },
];

export function memberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    account: 'demo_member',
    userName: 'demo_member',
    nickname: 'Demo Member',
    type: 0,
    toUpline: true,
    clubLabel: { labelName: 'Silver', rankLevel: 3 },
    memberLabel: [],
    mobileNum: '+84 91****678',
    email: 'de***@playfront.example',
    referralCode: 'DEMO2026',
    avatar: 'avatar-1',
    avatarType: 'STATIC',
    passwordChangeRequired: false,
    ...overrides,
  };
}

export function loginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    token: 'tok_test_session_0123456789abcdef',
    firstTimeLogin: false,
    passwordExpired: false,
    forceChangeReason: null,
    expiredMinutes: 30,
    accountType: 0,
    ...overrides,
  };
}

/** A 120 x 40 captcha picture (five digits on noise), as the server sends it. */
export const captchaPng =
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAIAAAC6iKlyAAANGElEQVR42sXbadLjNg6AYR0nh8ghcpw5SU7XPb0v0/u+/cprPVOsr0x/tuR00iqXipJIEAQBEJuXR48ePXny5N69ex8/fnz+/PnLly/v37//3/W6c+dOb16/fv39+/f6fP78+dOnT3fv3m3Iq1evev/s2bPHjx/38sGDB1++fAlIjw8fPvzx40dDGt7Ld+/eNbD37n2t85P16tPXr1+bt/5f1+vbt2/BbOrab9++ffr06fv378Oh6Zq0gd3DMDj1MUtT1Ll2+NQObPNC+M2bNx8+fAhm7fqEZ3BC4H/rFfze13jx4gXIPQY5IKHaMpuie1/Ds/eWXDsE/vzjj72/JWxaT+ODEhKh1WMka76mCdEwQM16hlwY96YOdWs9qBY2La/+kakhoRicH+vV10gZvWo3pG7de9m9N21qkJu9BaMXEtc/BIJTzx4h1iw9NiR8on7v6x8CgQq3IDc70vSy9uf1qoHo4dwnhA7zGr2p/xVUi+jBDPNAhXygon73KNMUvewRR9rIGstGuEEJrpHRoqW24FYYuEgQ3lYb6t2jQiTo/bv1qn8LbgOieP1Dog4RMVCBbWwdGmVvbJ7NiNx1bixQvYz6jYIPWakPWbHxV1CtsQEJh3Dr3uyhGvAIFFYhQNYD3r15m65NhXmda7flYRicll8fot+9du8jWky8oFQrJNRNSWZbUu/r0Zgt6NbTBjS8IW0DBo+gPQYq6nQPrSgY8D7hWUqg4S1srKQ+ta+gWjhEpmYMWpCj11hd7cDSNpGvDYsuzdXUJACVERob1a2XNVpX3eDfV/QFMCB96o4n+hoFarfeEKD0mmsJUL2bpmfatjeBCFBEj1gNw7CUdVdrCGKNNhzqDbmCKBd/wSf7tr912pj2IAybtzfYv8e61aDKUKQh3VtqhG5p9hXA7j32PgIhLuZtohq9xx9NMfrQznUIeDweuYIPTi8dA/WP0Bi5r/Wp0aheLg4BhG48ggY0/CLob7//5+TvCqo18ZZu4WqRMVEohhWa1oZ9n+oQx/Wyr/R4j1EktogihDd62Z6W0zoJTTCR3tEaqIgYszfQERI0R3pvblv7yR/F2HA2Qo9N1BtaIfSWZr2CaicnC7lkpAlCtAlaJ0XRGlo5Y6bltRInXrxQh0frFTa1Nx7og3EiDXkPVAuJuI644AR/F6XCueGOE3y9a3iTNiqs6IAQC5/QaO3RPYQPhyGt5JhixIR3vXu5a7Iv6xUEFIysu4aTKoLZRYkTSboilGpstBOi167Zo0VcEl0IUFPvHd7AmInMEY5ehkbk7eXScwR1hnY5gplTjdy7q8FlMDAkdg2Hk9mvEF7iD0KNvXLJh6BqanTfNXssEmeQCZ4EI7WXQe6+UGHRqG/1rlNvQ5dZvWsyTk3MyLIJyK7hDQwTNh87fddwAusAZLlfHHK1kpx/kaudpo4HxRH95Xot/4S1cN0CnGZJUrgyZvYKRJvEHApOEHYNZ6jwsF6t167NoHud0lRQjWDi4JTJ4TCkufm7PJE368X7oBwDwRMLm1g1oA2eObr+7SfQwfmb3PTvbPA4YHgS2VotvLW0xsjC4+W11qZRj8RlkwtuA6NjhObjMxuHCUEJ1A461y4BoZKOcI2y/OCugMw7cf4npsEFveIsZT4Pf2wWiF5e5wT9lN8SBTl10ZFhNHavTaY0W3m0Y8kyCYSHZj3FYo2vW+esJYPAkQ1C7Vl18LbbS4p+F6G50XwofunMBzxedx62SA4OC8IIJImydcW/DFCOX2tkLB8Bp45jlPoIehwTWgROgKJ72HBhGSH0SZM5MNMej9dLOGZmmQaKYzTZbB3yyEWOZn5vahY+KnABRDZ6I9oAjSRs1kscM9Zr7dnb4vGG/K/haP6M8AKB5RNicC4iH0QIkWh3zRwtlshGbEjDZ7uCCUUyfpUUw9+qW6m4q8MpnNtLZ1UY9pUWCueWxgsntTNYjCjc6CSjDMUJfpnVMZ9LDCOxWQEzVgRHpnvLZpYKih4Nr/MIjoMwyxPXnL2vJwtHPCeiRGLHeNsgshGo2CtdcR55MW5hA56qOAmGO7jgjbEeAW9hqpak3y4Th4U0wl1ds6nrXBXnm/0dUk9B1Q3jiz06KkIMZ53UDDxbcaUejzpEO5Jan6YISMDr1iOXTWD2w3pdZAu2Q3Bsv3Ouq3Zkpdb72iObbWlJYsfWL7guEj9syS2/LZvRfKYjXLNiYX4yJZvducSB4pS712G2eRDRTlwRPzhCNQrEebF/U4s7H/VHorAVpYloevbYBozYXvtRn1Bafopf5Mepp+VP+mZbNoPx8HS9nF3U6DgqY3BW/7zym8bveR/6ZDydCcC0EApmhwhezwLkyJHxMG9i8X697BAtR7wW7E3H19uZwA+eFdP5bWAPBFQoa9aSF8MFoXW10yFxJfHIsDlD2Xm43KDMCNNFvjGCyMbNpqrAslgFxRXRsTmS1oE2PqSy6I3e4gLxJ8bjRdVxUVHsInS4CiuPROpP9Covzs4tjFLMMKdIG0+M5vgaP0O+1JkRccNZwo8a5DFICxwIXUs+UXCvth57Q7qiw7bqYpj/ZFwGiuz08x78edJvtB2PtlmKWaqFyEcKrsqso3EnNSXhwuFiBURuEQugDuYd16MetjF5iV54nlEsn4TFGtBgQZPZ4xAEENwJj/nc386VAT+veWaSNUScTM5hS5B2y2ZI68znjRB5dMCzLDdBWsmNRKSdG8G8/3N09I2mzFgOC1utNuozXHoMYqBb1UxH7rVUfMjtYknBClu+Jc9y8iiOPxxNLbLZcRzFLeNF4crVzvLUknvfcLLF7NmyGUyLcQByp00knRLkJZo2vcwuHymCSs42a2rIlE45gQJlG7NiEShoYUzUmeUl0yQ6gzAfLyJZQThP1vPL5mK0YMdyba5gj84hunjW0aI0SOOcYIYqZJh19NCxm1zwgDLIyDsLPFyxPWtaQkB9kJx0jTnZU09erEjpzPIkq4EhdzNefDL/PUurvD09Tj/gI7EBNQJ1uKgKRPiOgEdWOLc0WR6RS9w6u1ciDcqM6lDjcqWSSJsksTojJyEGD3UJeQk9Eec+zQyrzur5eklIzxwtd3OSYXGcIhAHxuzRSOI0uxAdLUdd8Bd4Yo4WBWxcGAUFke88Oehc+yfKgc+2pPAVEIggDqeMFgrnZXgHfcC/4mSCgVwy4ekafCSpgFn6ZHzZiAhxG8OK6cxaUlaX1THvk9oaY+EzGIoZKyuKH0ETgsBGXUqrgjzbjnutlKGR2CokXtqb20L0BWoOBTSoXCdnpfy3bZzl6/xvKJ/b8AshBUQWfDQ8RuBSNu+L9ZrTrwIykcx6VKQoapHPJQrKMyRE7P1FIopONDsRp0lMIRF6cTNGwLmBNWJHhxllsOBNUXAGIMtBWPm6KId6l9nIB9OBOfOU8h2qNtLM9hkMpRPZTIGKmvX/+w4LvcdCFWxRI8jKmtmCS6KGVu3ZBR1NFShFDDQLj1Vwm3122xokClhptnGXQBDAphYFvWlHbwkxR5HmtRmqBq5IojNM5VjF6Nv4GnNsXfQOibuEXr+tV4+sbAeexMXiWeGPD04kHvrJRd6GK6ELTgMZ5j8r8rex/qZJ8Yok0S5Cc6O5C04sa+GLj4jxTStFqa4NlvoaxUrSUtQXUixCOUpGRJ6uDuA5XgnEzSjrRjrKy7Bba+8tN4gHHXpRpxXulSeKWFgtatAJlL5S7jlrzk5jLCg45lc7itT2yTodrI4AHS2bPW/N/xo/YkmJLr7o3sIMnIW5WH67hmM1ssi3Zi1EvpPb1kt5CZVNCnZZO8M/UmXY2EOYNEL0WTo1XsD8FLS/NVyko6wKMjnuxSrPFKPexlN4h/2wdzgZ6s562cvRohMCO8yV1u4PCVKLNAlHmjZnATOQmldxnSiSqLqgkkqCQ1DpYummumuemHrZLkgQNImPmJFxoxh571IhrfCBjbxrOCOafYlv+D7CcoKZapS7q2KVVCLjvLMR2FSHz/cT4CZqqrN1G3EVxhyzXdk1+1oFEj92wZLOXMaGc1NFpQJkVRZU5/j7SZRVx486qiMdrf610awOJUcKjFXr8uIwiPiLP9Hwwbi/e/MG7EI5RklY0Rzenfpo1QpIOUqFxh+iuOasT3RQY6/AjMcYBH+KYTLLYJEk2f1gjiwtZ9DJt6gHE4URrmud8l1K6oVlHa9UmBNAZoHE+WsCZ9dRoL4JZfnxJPpmlQgtoVBYvE3NCrmhH1mKfRWnpsTVX4vQj78hBQSqIlNEWzZvpJDMZSGET95DUbPDbZSyEwull5Jqopg0KidQptzfMpRKNQq7CNVi2fov429DMqeKiaClkIfoUfmyn4ISzmXxFHEsqAhJt6S+ohRetjd18wcWyRQZ6LFn/hgiiNNLNpaAJ4YV05Css2HsHBUpDihUEAVEDnvDHZXqFiFgxuEzfxlRTGugw81+66YYQbZbaRyTn1yinqCV8D9N3ZB6/gWcVthT2OYiIgAAAABJRU5ErkJggg==';

export interface HandlerOptions {
  flags?: Flags;
  settings?: Partial<RegisterSettings>;
  member?: Partial<MemberInfo>;
}

/** Read-only calls every auth screen makes: flags, register settings, countries, captcha, member info. */
export function baseHandlers({ flags, settings, member }: HandlerOptions = {}) {
  return [
    http.get('*/wps/system/whitelabel', () => ok(whitelabelTree(flags))),
    http.get('*/wps/system/setting/register', () => ok(registerSettings(settings))),
    http.get('*/wps/system/countries', () => ok(countries)),
    http.get('*/wps/captcha', () => ok(captchaPng)),
    http.get('*/wps/member/info', () => ok(memberInfo(member))),
    http.get('*/wps/agent/affiliate', ({ request }) =>
      ok({ valid: new URL(request.url).searchParams.get('code') === 'AGENT01' }),
    ),
  ];
}
