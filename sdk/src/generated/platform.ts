/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  GetOpenApiDocument200,
  GetSchema200,
  GetViewer200,
  InternalErrorResponse,
  UnauthorizedResponse
} from './model';

import { sextantFetch } from '../runtime';


/**
 * A compact, generated overview of every operation (method, path, summary, capability, MCP tool) — cheaper for an agent to read than the full OpenAPI document (spec 2 §4.3). Public.
 * @summary Condensed API overview
 */
export type getSchemaResponse200 = {
  data: GetSchema200
  status: 200
}

export type getSchemaResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getSchemaResponseSuccess = (getSchemaResponse200) & {
  headers: Headers;
};
export type getSchemaResponseError = (getSchemaResponse500) & {
  headers: Headers;
};

export type getSchemaResponse = (getSchemaResponseSuccess | getSchemaResponseError)

export const getGetSchemaUrl = () => {


  

  return `/api/v1/schema`
}

export const getSchema = async ( options?: RequestInit): Promise<getSchemaResponse> => {
  
  return sextantFetch<getSchemaResponse>(getGetSchemaUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * The bundled, machine-readable OpenAPI 3.1 document (spec 2 §9), unwrapped (no envelope). Public.
 * @summary The OpenAPI 3.1 description of this API
 */
export type getOpenApiDocumentResponse200 = {
  data: GetOpenApiDocument200
  status: 200
}

export type getOpenApiDocumentResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getOpenApiDocumentResponseSuccess = (getOpenApiDocumentResponse200) & {
  headers: Headers;
};
export type getOpenApiDocumentResponseError = (getOpenApiDocumentResponse500) & {
  headers: Headers;
};

export type getOpenApiDocumentResponse = (getOpenApiDocumentResponseSuccess | getOpenApiDocumentResponseError)

export const getGetOpenApiDocumentUrl = () => {


  

  return `/api/v1/openapi.json`
}

export const getOpenApiDocument = async ( options?: RequestInit): Promise<getOpenApiDocumentResponse> => {
  
  return sextantFetch<getOpenApiDocumentResponse>(getGetOpenApiDocumentUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * The calling user, their org, the credential's role, teams and capability grants (spec 2 §4.3). Self-scoped.
 * @summary Who am I
 */
export type getViewerResponse200 = {
  data: GetViewer200
  status: 200
}

export type getViewerResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getViewerResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getViewerResponseSuccess = (getViewerResponse200) & {
  headers: Headers;
};
export type getViewerResponseError = (getViewerResponse401 | getViewerResponse500) & {
  headers: Headers;
};

export type getViewerResponse = (getViewerResponseSuccess | getViewerResponseError)

export const getGetViewerUrl = () => {


  

  return `/api/v1/viewer`
}

export const getViewer = async ( options?: RequestInit): Promise<getViewerResponse> => {
  
  return sextantFetch<getViewerResponse>(getGetViewerUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


