// Issue 20 (SHOP-026/027): the product editor's plan fields are bounded like the server's.
import { describe, expect, it } from 'vitest';
import { planProblem } from './PlanSection.tsx';

describe('issue 20: the plan in the product editor', () => {
  it('SHOP-026 the billing period is 1 to 104 weeks, 24 months or 5 years', () => {
    expect(planProblem('1', 'WEEK', '')).toBeNull();
    expect(planProblem('104', 'WEEK', '')).toBeNull();
    expect(planProblem('0', 'MONTH', '')).toBe('Bill every 1 to 24 months.');
    expect(planProblem('25', 'MONTH', '')).toBe('Bill every 1 to 24 months.');
    expect(planProblem('6', 'YEAR', '')).toBe('Bill every 1 to 5 years.');
    expect(planProblem('1.5', 'WEEK', '')).toBe('Bill every 1 to 104 weeks.');
  });

  it('SHOP-027 the number of payments is empty or 0 (until cancelled) up to 999', () => {
    expect(planProblem('1', 'MONTH', '')).toBeNull();
    expect(planProblem('1', 'MONTH', '0')).toBeNull();
    expect(planProblem('1', 'MONTH', '12')).toBeNull();
    expect(planProblem('1', 'MONTH', '-1')).toMatch(/^The number of payments is 0 to 999/);
    expect(planProblem('1', 'MONTH', '1000')).toMatch(/^The number of payments is 0 to 999/);
  });
});
