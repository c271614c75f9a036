import { useNavigate } from 'react-router';

/** Goes one page back, or to `fallback` when this page was the first one opened in the tab. */
export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  return () => {
    // react-router keeps the position in its history stack in history.state.idx.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback);
  };
}
