/**
 * The little of marked 4 (Redoc 2.5's Markdown library, installed with redoc; it ships no types of its own) that
 * src/http/docsMarkdown.test.ts reads the page's descriptions with.
 */
declare module 'marked' {
  interface Token {
    type: string;
    raw: string;
    text?: string;
  }
  export const marked: {
    lexer(markdown: string): Token[];
    walkTokens(tokens: Token[], callback: (token: Token) => void): void;
    parseInline(markdown: string): string;
  };
}
