// Back on a screen that can be opened from outside the app (a shared link, a fresh tab): one step back
// through the app's history when it has one, else to a screen of the app, never back out of it
// (stepping back from the first page leaves for the page before the app, often about:blank).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Whether Back has somewhere to step to: an entry of the app before this one (react-router's own history
 * index), or any entry before this document in the tab (the app loaded anew by a link or a reload, which
 * restarts the index). A tab opened on a shared link has neither: its history is this one entry.
 */
export function hasAppHistory(): boolean {
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0 || window.history.length > 1;
}

/**
 * Where Back goes from this screen: `back` for PageHeader ("history", or `fallback` when the screen was
 * opened directly), and `goBack` for a button of the screen's own ("Go back").
 */
export function useBack(fallback: string): { back: string; goBack(): void } {
  const navigate = useNavigate();
  const back = hasAppHistory() ? 'history' : fallback;
  const goBack = useCallback(() => void (hasAppHistory() ? navigate(-1) : navigate(fallback)), [navigate, fallback]);
  return { back, goBack };
}
