// The third-party chat widget (spec 1 section 1), only when the server's CHAT_WIDGET_URL names one:
// its script is added once to the page; the Content-Security-Policy allows that origin and no other.
import { useEffect } from 'react';
import { useAppConfig } from '../../api/content.ts';

export function ChatWidget() {
  const url = useAppConfig().data?.chat_widget_url;
  useEffect(() => {
    if (!url || document.querySelector(`script[data-chat-widget]`)) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.chatWidget = 'true';
    document.body.appendChild(script);
  }, [url]);
  return null;
}
