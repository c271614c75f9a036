import { useMutation } from '@tanstack/react-query';
import {
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
  return call(shellEndpoints.verifyOtp, { body });
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
