import { useMutation } from '@tanstack/react-query';
import { shellEndpoints, type TLoginRequest, type TLoginResponse } from '@vasiyat/contract';
import { type ApiError, call } from '../../../lib/api.ts';

export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return call(shellEndpoints.login, { body });
}

export function useLoginMutation() {
  return useMutation<TLoginResponse, ApiError, TLoginRequest>({ mutationFn: login });
}
