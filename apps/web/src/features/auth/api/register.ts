import { useMutation } from '@tanstack/react-query';
import {
  STORAGE_REVIEW_INVITATION_KEY,
  shellEndpoints,
  type TCheckRegistrationResponse,
  type TRegisterEcho,
  type TRegisterForm,
  type TResendOtpResponse,
  type TStatusResponse,
} from '@vasiyat/contract';
import { type ApiError, call } from '../../../lib/api.ts';

export function checkRegistration(body: TRegisterForm): Promise<TCheckRegistrationResponse> {
  return call(shellEndpoints.checkRegistration, { body });
}

export type VerifyOtpInput = { otpNumber: string; register: TRegisterEcho };

export function verifyOtp(body: VerifyOtpInput): Promise<TStatusResponse> {
  // Registering from a review invitation's link (issue 27): the account is made a reviewer's and accepts it.
  const reviewInvitation = sessionStorage.getItem(STORAGE_REVIEW_INVITATION_KEY) ?? undefined;
  return call(shellEndpoints.verifyOtp, { body: reviewInvitation ? { ...body, reviewInvitation } : body });
}

export function resendOtp(email: string): Promise<TResendOtpResponse> {
  return call(shellEndpoints.resendOtp, { body: { email } });
}

export function useCheckRegistrationMutation() {
  return useMutation<TCheckRegistrationResponse, ApiError, TRegisterForm>({ mutationFn: checkRegistration });
}

export function useVerifyOtpMutation() {
  return useMutation<TStatusResponse, ApiError, VerifyOtpInput>({ mutationFn: verifyOtp });
}

export function useResendOtpMutation() {
  return useMutation<TResendOtpResponse, ApiError, string>({ mutationFn: resendOtp });
}
