import { CRM_ANSWER } from './crm-answer.ts';

/** An OpenAI-style chat completion, the format DeepSeek, Mistral and OpenAI-compatible servers share. */
function chatCompletion(model: string, extra: { message?: object; usage?: object; top?: object } = {}) {
  return {
    id: 'chatcmpl-9f4d5a7e2b',
    object: 'chat.completion',
    created: 1767519000,
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: CRM_ANSWER, ...extra.message },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 9, completion_tokens: 402, total_tokens: 411, ...extra.usage },
    ...extra.top,
  };
}

export const deepseekCompletion = chatCompletion('deepseek-v4-flash', {
  message: { reasoning_content: null },
  usage: { prompt_cache_hit_tokens: 0, prompt_cache_miss_tokens: 9 },
  top: { system_fingerprint: 'fp_8802369eaa_prod0623_fp8_kvcache' },
});

export const mistralCompletion = chatCompletion('mistral-medium-2605', { message: { tool_calls: null } });

/** Ollama's /v1/chat/completions. */
export const ollamaCompletion = chatCompletion('llama3.3', { top: { system_fingerprint: 'fp_ollama' } });

export const deepseekErrors = {
  rateLimited: {
    error: { message: 'Rate limit reached', type: 'rate_limit_error', param: null, code: null },
  },
  unauthorized: {
    error: {
      message: 'Authentication Fails, Your api key: ****-key is invalid',
      type: 'authentication_error',
      param: null,
      code: 'invalid_request_error',
    },
  },
};

export const mistralErrors = {
  rateLimited: {
    object: 'error',
    message: 'Requests rate limit exceeded',
    type: 'rate_limited',
    param: null,
    code: '1300',
  },
  unauthorized: { message: 'Unauthorized', request_id: '5b0e6a1f7c9d4e1a8a3f2c6d9b7e4a10' },
};

export const ollamaErrors = {
  rateLimited: {
    error: {
      message: 'server busy, please try again.  maximum pending requests exceeded',
      type: 'api_error',
    },
  },
  unauthorized: { error: { message: 'unauthorized', type: 'invalid_request_error' } },
};

/** A chat completion whose message is a structured output (a JSON object), as helper LLMs return it. */
export const structuredCompletion = (output: object) =>
  chatCompletion('test-model', { message: { content: JSON.stringify(output) } });
