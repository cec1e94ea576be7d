/**
 * MCP prompts and resources, without a server: every tool a prompt names exists, with the arguments
 * the prompt gives it (a renamed tool or argument fails here); the concepts resource is generated from the
 * document without spec tags and covers every area.
 */
import { describe, expect, it } from 'vitest';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { toolCatalog } from '../generated/mcp-tools.js';
import { PROMPTS, getPrompt, listPrompts } from './prompts.js';
import { conceptsMarkdown, listResources, readResource, RESOURCE_NOT_FOUND } from './resources.js';

const tools = new Map(toolCatalog.map((t) => [t.name, t]));
const sample = { objective: 'OBJ-1', limit: '5', team: 'ENG' };

describe('prompts', () => {
  it('every step names a catalog tool and only arguments that tool takes', () => {
    for (const p of PROMPTS) {
      const args = Object.fromEntries(p.arguments.map((a) => [a.name, sample[a.name as keyof typeof sample]]));
      const steps = p.steps(args);
      expect(steps.length, p.name).toBeGreaterThanOrEqual(4);
      for (const s of steps) {
        const tool = tools.get(s.tool);
        expect(tool, `${p.name}: ${s.tool}`).toBeDefined();
        // Every argument named (nested ones too, such as objectiveLinks[].objectiveId) is one of the tool's schema.
        for (const [, k] of (s.args ?? '').matchAll(/"(\w+)":/g))
          expect(JSON.stringify(tool!.inputSchema), `${p.name}: ${s.tool} takes ${k}`).toContain(`"${k}":`);
        if (s.args && !s.args.includes('<') && !s.args.includes('…')) expect(() => JSON.parse(s.args!), `${p.name}: ${s.tool} ${s.args}`).not.toThrow();
      }
    }
  });

  it("a message names each step's tool in order, marks tools outside the default list with their toolset and says what to enable", () => {
    const text = (getPrompt('plan_opportunity_from_objective', { objective: 'OBJ-7' }).messages[0].content as { text: string }).text;
    expect(text).toContain('objective OBJ-7');
    expect(text).toContain('1. get_objective {"id":"OBJ-7"}');
    expect(text).toContain('(toolset objectives)');
    expect(text).toMatch(/enable_toolsets \{"toolsets": \[[^\]]*"objectives"/);
    const order = ['get_objective', 'get_metric', 'list_objective_opportunities', 'create_opportunity', 'create_task'].map((n) => text.indexOf(`. ${n}`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((i) => i > 0)).toBe(true);
  });

  it('lists its arguments; refuses an unknown prompt, a missing or invalid argument and an unknown one', () => {
    expect(listPrompts().map((p) => p.name)).toEqual(['plan_opportunity_from_objective', 'triage_intake', 'weekly_review']);
    expect(listPrompts()[0].arguments).toEqual([{ name: 'objective', description: expect.any(String), required: true }]);
    const refused = (name: string, args?: Record<string, string>) => {
      try {
        getPrompt(name, args);
      } catch (e) {
        expect(e).toBeInstanceOf(McpError);
        return (e as McpError).message;
      }
      throw new Error('not refused');
    };
    expect(refused('triage')).toContain('did you mean triage_intake?');
    expect(refused('plan_opportunity_from_objective', {})).toContain('needs objective');
    expect(refused('triage_intake', { limit: '500' })).toContain('limit must be a whole number from 1 to 50');
    expect(refused('weekly_review', { teem: 'ENG' })).toContain('takes team, not teem');
    expect((getPrompt('triage_intake', {}).messages[0].content as { text: string }).text).toContain('list_intake {"status":"new","limit":10}');
    expect((getPrompt('weekly_review', { team: 'ENG' }).messages[0].content as { text: string }).text).toContain('"teamId":"ENG"');
  });
});

describe('resources', () => {
  it('the concepts: every area and the main entities with their states, no spec tags', () => {
    const text = conceptsMarkdown();
    expect(text).not.toMatch(/§|\bspec \d/);
    for (const area of new Set(toolCatalog.map((t) => t.toolset))) expect(text, area).toContain(`## ${area}\n`);
    for (const entity of ['Vision', 'Objective', 'Metric', 'Opportunity', 'Task', 'Customer', 'Insight']) expect(text, entity).toContain(`**${entity}**`);
    expect(text).toMatch(/- status: backlog, todo, in_progress, completed, cancelled/);
    expect(text).toContain('list_tasks*');
  });

  it('lists the document, the concepts, each area and the roles; an unknown URI is resource-not-found', async () => {
    const uris = listResources().map((r) => r.uri);
    expect(uris).toEqual(expect.arrayContaining(['sextant://openapi.json', 'sextant://concepts', 'sextant://concepts/tasks', 'sextant://roles']));
    const noRoles = async () => ({ status: 500, body: {} });
    const doc = await readResource('sextant://openapi.json', noRoles);
    expect(JSON.parse((doc.contents[0] as { text: string }).text).openapi).toMatch(/^3\.1/);
    const err = await readResource('sextant://concepts/taks', noRoles).catch((e) => e);
    expect(err).toBeInstanceOf(McpError);
    expect(err.code).toBe(RESOURCE_NOT_FOUND);
    expect(err.data.suggestion).toContain('did you mean tasks?');
  });
});
