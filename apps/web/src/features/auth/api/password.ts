import { useMutation } from '@tanstack/react-query';
import {
  shellEndpoints,
  type TForgotPasswordRequest,
  type TResendOtpResponse,
  type TResetPasswordRequest,
  type TStatusResponse,
} from '@vasiyat/contract';
import { type ApiError, call } from '../../../lib/api.ts';

export function useForgotPasswordMutation() {
  return useMutation<TResendOtpResponse, ApiError, TForgotPasswordRequest>({
    mutationFn: (body) => call(shellEndpoints.forgotPassword, { body }),
  });
}

export function useResetPasswordMutation() {
  return useMutation<TStatusResponse, ApiError, TResetPasswordRequest>({
    mutationFn: (body) => call(shellEndpoints.resetPassword, { body }),
  });
}
