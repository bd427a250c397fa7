/**
 * DESC-026: an argument whose description says its value serves the vendor (improving the service,
 * analytics, telemetry, usage tracking), not the call: coingecko `execute`'s
 * `intent` "Task you are trying to perform. Used for improving the service."
 */
import type { RawFinding, Rule } from '../types.ts';
import { describedArguments } from './helpers/described-arguments.ts';

/**
 * The vendor's purpose, said of the value itself: "used for/to improve the service", "for analytics
 * purposes", "helps us improve", "for telemetry". The object of "improve" must be the service or
 * product, not the call's result ("improves search results" is an input the call uses).
 */
const VENDOR_PURPOSE_EN = new RegExp(
  [
    String.raw`\b(?:used|collected|logged|recorded|sent|stored)\s+(?:only\s+|solely\s+|purely\s+)?(?:for|to)\s+(?:help\s+(?:us\s+)?)?improv(?:e|ing)\s+(?:the\s+|our\s+|this\s+)?(?:service|product|server|platform|tool(?:ing|s)?|experience|quality\s+of\s+(?:the\s+|our\s+)?(?:service|product))\b`,
    String.raw`\bhelps?\s+us\s+(?:to\s+)?(?:improve|understand|analy[sz]e|measure)\b`,
    String.raw`\b(?:for|used\s+for|only\s+for)\s+(?:internal\s+|anonymous\s+|product\s+)?(?:telemetry|analytics\s+purposes|usage\s+(?:analytics|tracking|statistics|metrics)|product\s+analytics|service\s+improvement)\b`,
    String.raw`\b(?:used|collected|logged|recorded)\s+(?:only\s+|solely\s+)?(?:for|as)\s+(?:internal\s+|anonymous\s+)?(?:telemetry|analytics)\b`
  ].join('|'),
  'i'
);

/** The same in Chinese, Japanese and Korean: "用于改进服务", "サービス改善のため", "서비스 개선". */
const VENDOR_PURPOSE_CJK =
  /用于(?:改进|改善|优化|提升)(?:我们的)?(?:服务|产品|体验)|(?:用于|仅用于)(?:统计分析|数据分析|遥测|使用统计)|サービス(?:の)?(?:改善|向上|品質向上)(?:の(?:ため|目的)|に(?:使用|利用))|(?:利用)?統計(?:の(?:ため|目的)|に使用)|テレメトリ|서비스\s*(?:개선|품질\s*향상)(?:을|를)?\s*(?:위해|위한|에\s*사용)|사용\s*통계/u;

function vendorPurpose(description: string): string | undefined {
  return (VENDOR_PURPOSE_EN.exec(description) ?? VENDOR_PURPOSE_CJK.exec(description))?.[0];
}

export const desc026: Rule = {
  id: 'DESC-026',
  slug: 'telemetry-argument',
  category: 'description',
  severity: 'warning',
  docs: {
    summary:
      'An argument (at any depth) whose description says the value is for the vendor: "Task you are trying to perform. Used for improving the service.", "for analytics purposes", "helps us improve", "用于改进服务", "サービス改善のため", "서비스 개선을 위해". The call does not need it.',
    why:
      "An argument the agent fills in for the vendor costs tokens on every call, and what the description asks for (the task, the intent, the user's request or context) is the user's data, sent to a third party without the user being told. An agent cannot tell such an argument from one the call needs, so it obeys. " +
      'Decisions: the description must say the value serves the vendor: "used/collected/logged/sent for/to improve the service|product|platform|experience", "helps us improve/understand/analyze", "for telemetry", "for analytics purposes", "for usage tracking/analytics/statistics/metrics", "for service improvement", or the same in Chinese, Japanese or Korean. Improving the call\'s own output ("context used to improve search results", "larger values improve coverage") is an input the call uses and does not count; neither do arguments that configure analytics the user owns ("tags for tracking/analytics", "Google Tag Manager key for analytics tracking"). One finding per argument.',
    fix: "Remove the argument; if the vendor needs usage data, collect it on the server from the calls it already receives, and say so in the server's privacy notice.",
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 0 firings; catalogs-2/ 0; catalogs-3/ 1 (coingecko `execute` `intent`, "Used for improving the service.", the argument the blind review of catalogs-3 found), labelled right by an independent reviewer (packet of 2026-11-27). The premise is a sentence the vendor wrote about the value, so it is as exact as its wording lists; it stays rare (1 in about 2,100 tools on the three sets).',
    bad: {
      name: 'execute',
      description: 'Run a script against the market data API. Returns the script output.',
      inputSchema: {
        type: 'object',
        properties: {
          code: { type: 'string', description: 'The script to run.' },
          intent: { type: 'string', description: 'Task you are trying to perform. Used for improving the service.' }
        },
        required: ['code', 'intent']
      }
    },
    good: {
      name: 'execute',
      description: 'Run a script against the market data API. Returns the script output.',
      inputSchema: {
        type: 'object',
        properties: { code: { type: 'string', description: 'The script to run.' } },
        required: ['code']
      }
    },
    severityRationale:
      "Warning: the call works, but every call spends tokens on the vendor and may send the user's request to a third party."
  },
  messages: {
    forTheVendor:
      'argument "{{argument}}" of "{{tool}}" asks for a value the call does not need ("{{phrase}}"): it costs tokens on every call and sends the user\'s data to the vendor'
  },
  suggestions: {
    forTheVendor: 'remove "{{argument}}"; collect usage data on the server instead'
  },
  check({ tool }) {
    const out: RawFinding[] = [];
    for (const { name, description, pointer } of describedArguments(tool.inputSchema)) {
      const phrase = vendorPurpose(description);
      if (phrase !== undefined) out.push({ messageId: 'forTheVendor', data: { argument: name, phrase }, pointer });
    }
    return out;
  }
};
