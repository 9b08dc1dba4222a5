import { describe, expect, it } from 'vitest';
import { joinList } from './listFormat';

describe('joinList', () => {
  it('writes a list as the language does', () => {
    expect(joinList(['API key', 'Secret', 'Webhook'], 'en')).toBe('API key, Secret, and Webhook');
    expect(joinList(['API-Schlüssel', 'Geheimnis'], 'de')).toBe('API-Schlüssel und Geheimnis');
    const arabic = joinList(['أ', 'ب', 'ج'], 'ar');
    expect(arabic).toContain('و');
    expect(arabic).not.toContain(', ');
  });
});
