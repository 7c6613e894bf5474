// The ALTCHA proof-of-work captcha (self-hosted, no tracking). The widget fetches its challenge from
// the API and, once solved, hands us the payload string that the API expects as `captcha_token`.
import 'altcha';
import { Input } from '@mantine/core';
import { API_PREFIX, authPaths } from '@sightline/contracts';
import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';

interface CaptchaFieldProps {
  onChange: (payload: string) => void;
  error?: string;
  /** Change it to get a fresh challenge (a solved payload is single-use, so after each failed submit). */
  resetKey?: number;
}

interface StateChangeDetail {
  state: string;
  payload?: string;
}

type AltchaElement = HTMLElement & { reset?: () => void };

export function CaptchaField({ onChange, error, resetKey = 0 }: CaptchaFieldProps) {
  const widget = useRef<AltchaElement>(null);
  // The listener is attached once; it must always call the latest onChange.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, []);

  useEffect(() => {
    if (resetKey === 0) return;
    widget.current?.reset?.();
    onChangeRef.current('');
  }, [resetKey]);

  // size="md" matches the theme's text inputs, so label and error read like the fields around it.
  return (
    <Input.Wrapper label="Security verification" error={error} withAsterisk size="md">
      <div style={{ marginTop: 6 }}>
        <altcha-widget
          ref={widget}
          challenge={`${API_PREFIX}${authPaths.captcha}`}
          name="captcha_token"
          style={{
            '--altcha-max-width': '100%',
            '--altcha-border-radius': 'var(--mantine-radius-md)',
            '--altcha-border-color': error ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-gray-4)',
            '--altcha-color-primary': 'var(--mantine-color-brand-6)',
          }}
        />
      </div>
    </Input.Wrapper>
  );
}
