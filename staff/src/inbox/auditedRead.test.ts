import { describe, expect, it, vi } from 'vitest';
import { auditedRead, type Rpc } from './auditedRead.ts';

// The client needs the build's settings; these tests pass their own rpc.
vi.mock('../supabase.ts', () => ({ supabase: {} }));

describe('auditedRead', () => {
  it('begins the read in its own request, then reads', async () => {
    const calls: string[] = [];
    const rpc: Rpc = async (name, args) => {
      calls.push(`${name} ${JSON.stringify(args)}`);
      return { data: null, error: null };
    };
    const answer = await auditedRead(rpc, { action: 'view', registrationId: 'r1' }, async () => {
      calls.push('read');
      return { data: { id: 'r1' }, error: null };
    });
    expect(answer).toEqual({ data: { id: 'r1' }, error: null });
    expect(calls).toEqual(['staff_begin_read {"p_action":"view","p_registration_id":"r1"}', 'read']);

    calls.length = 0;
    await auditedRead(rpc, { action: 'list' }, async () => ({ data: [], error: null }));
    expect(calls).toEqual(['staff_begin_read {"p_action":"list","p_registration_id":null}']);
  });

  it('answers a refused begin without reading', async () => {
    let read = false;
    const refusal = { code: '42501', message: 'staff_second_factor_required' };
    const answer = await auditedRead(
      async () => ({ data: null, error: refusal }),
      { action: 'read_log', registrationId: 'r1' },
      async () => {
        read = true;
        return { data: [], error: null };
      },
    );
    expect(answer).toEqual({ data: null, error: refusal });
    expect(read).toBe(false);
  });
});
