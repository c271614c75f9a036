import { useMutation } from '@tanstack/react-query';
import type { TCheckRegistrationResponse, TRegisterEcho, TRegisterForm, TResendOtpResponse, TStatusResponse } from '@vasiyat/contract';
import { type ApiError, apiPost } from '../../../lib/api.ts';

export function checkRegistration(body: TRegisterForm): Promise<TCheckRegistrationResponse> {
  return apiPost<TCheckRegistrationResponse>('auth/check-registration', body);
}

export type VerifyOtpInput = { otpNumber: string; register: TRegisterEcho };

export function verifyOtp(body: VerifyOtpInput): Promise<TStatusResponse> {
  return apiPost<TStatusResponse>('auth/verify-otp', body);
}

export function resendOtp(email: string): Promise<TResendOtpResponse> {
  return apiPost<TResendOtpResponse>('auth/resend-otp', { email });
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
