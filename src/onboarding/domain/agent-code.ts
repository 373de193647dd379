/** agentCode from the JSON query parameter `params` (`{"agentCode":"..."}`); malformed JSON means no code (spec 01 §2, §5). */
export function agentCodeOf(params: string | null): string | undefined {
  if (!params) return undefined;
  try {
    const parsed: unknown = JSON.parse(params);
    if (parsed && typeof parsed === 'object' && 'agentCode' in parsed) {
      const code = (parsed as { agentCode: unknown }).agentCode;
      if (typeof code === 'string' && code.trim()) return code.trim();
      if (typeof code === 'number') return String(code);
    }
  } catch {
    return undefined;
  }
  return undefined;
}
