import { api } from '@playfront/api-client';
import type {
  AffiliateCheck,
  ChangePasswordRequest,
  DeviceChallenge,
  ForgotByEmailRequest,
  ForgotByPhoneRequest,
  LoginRequest,
  LoginResult,
  MemberInfo,
  MobileRegisterRequest,
  RegisterRequest,
  RegisterSmsRequest,
  ResetPasswordRequest,
  SmsCodeRequest,
  SmsCodeResult,
} from '@playfront/api-contract';

/** The session, member and verification calls of spec §7 used by the auth flows. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A token, or (new device with the brand's check on) a challenge for a second factor. */
    login: build.mutation<LoginResult | DeviceChallenge, LoginRequest>({
      query: (body) => ({ url: '/wps/session/login', method: 'POST', body, encrypt: true }),
    }),
    freePlay: build.mutation<LoginResult, void>({
      query: () => ({
        url: '/wps/session/login/freeplay',
        method: 'POST',
        body: { os: 'web', platform: 'W' },
      }),
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/wps/session/logout', method: 'DELETE' }),
    }),
    memberInfo: build.query<MemberInfo, void>({
      query: () => '/wps/member/info',
      providesTags: ['Member'],
    }),
    register: build.mutation<LoginResult | null, RegisterRequest>({
      query: (body) => ({ url: '/wps/member/register', method: 'PUT', body, encrypt: true }),
    }),
    registerMobile: build.mutation<LoginResult | null, MobileRegisterRequest>({
      query: (body) => ({ url: '/wps/member/register/mobile', method: 'PUT', body, encrypt: true }),
    }),
    changePassword: build.mutation<null, ChangePasswordRequest>({
      query: (body) => ({ url: '/wps/member/password', method: 'POST', body, encrypt: true }),
    }),
    forgotByEmail: build.mutation<null, ForgotByEmailRequest>({
      query: (body) => ({ url: '/wps/member/password/email', method: 'POST', body, form: true }),
    }),
    forgotByPhone: build.mutation<null, ForgotByPhoneRequest>({
      query: (body) => ({
        url: '/wps/member/password/verification',
        method: 'POST',
        body,
        encrypt: true,
      }),
    }),
    /** Sets a new password with the token of the reset e-mail; the server ends every session. */
    resetPassword: build.mutation<null, ResetPasswordRequest>({
      query: (body) => ({ url: '/wps/member/password/reset', method: 'POST', body, encrypt: true }),
    }),
    sendLoginSms: build.mutation<SmsCodeResult, SmsCodeRequest>({
      query: (body) => ({ url: '/wps/verification/sms/noLogin', method: 'POST', body }),
    }),
    sendRegisterSms: build.mutation<SmsCodeResult, RegisterSmsRequest>({
      query: (body) => ({ url: '/wps/verification/sms/register', method: 'POST', body }),
    }),
    /** A new captcha image (base64 PNG); its id comes back in the pf_captcha cookie. */
    captcha: build.mutation<string, void>({
      query: () => ({ url: '/wps/captcha' }),
    }),
    checkAffiliate: build.query<AffiliateCheck, { code: string; domain?: string }>({
      query: ({ code, domain }) => ({ url: '/wps/agent/affiliate', params: { code, domain } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useLoginMutation,
  useFreePlayMutation,
  useLogoutMutation,
  useMemberInfoQuery,
  useRegisterMutation,
  useRegisterMobileMutation,
  useChangePasswordMutation,
  useForgotByEmailMutation,
  useForgotByPhoneMutation,
  useResetPasswordMutation,
  useSendLoginSmsMutation,
  useSendRegisterSmsMutation,
  useCaptchaMutation,
  useCheckAffiliateQuery,
  useLazyCheckAffiliateQuery,
} = sessionApi;
