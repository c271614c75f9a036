import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest, TLoginResponse } from '@vasiyat/contract';
import { type ApiError, apiPost } from '../../../lib/api.ts';

export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return apiPost<TLoginResponse>('auth/login', body);
}

export function useLoginMutation() {
  return useMutation<TLoginResponse, ApiError, TLoginRequest>({ mutationFn: login });
}
