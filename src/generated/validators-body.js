/* generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`. */
// @ts-nocheck
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const setViewerAvatar_body = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["fileId"],"properties":{"fileId":{"type":["string","null"],"format":"uuid","description":"A clean image file; null removes the avatar."}},"$id":"setViewerAvatar_body"};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setViewerAvatar_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fileId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fileId"},message:"must have required property '"+"fileId"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "fileId")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.fileId !== undefined){
let data0 = data.fileId;
if((typeof data0 !== "string") && (data0 !== null)){
const err2 = {instancePath:instancePath+"/fileId",schemaPath:"#/properties/fileId/type",keyword:"type",params:{type: schema31.properties.fileId.type},message:"must be string,null",schema:schema31.properties.fileId.type,parentSchema:schema31.properties.fileId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err3 = {instancePath:instancePath+"/fileId",schemaPath:"#/properties/fileId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema31.properties.fileId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const runBatch_body = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["operations"],"properties":{"operations":{"type":"array","minItems":1,"maxItems":20,"description":"At most 20; for more, send them in several batches.","items":{"type":"object","description":"One operation of a batch, as it would be sent on its own.","additionalProperties":false,"required":["id","method","path"],"properties":{"id":{"type":"string","minLength":1,"maxLength":100,"description":"Caller's name for this entry; keys its result in data."},"method":{"type":"string","enum":["GET","POST","PATCH","DELETE"]},"path":{"type":"string","pattern":"^/api/v1/","maxLength":2000,"description":"a full path under /api/v1/ with an optional query string, e.g. /api/v1/tasks?status=todo"},"body":{"type":"object","additionalProperties":true,"description":"JSON body of a POST or PATCH."},"idempotencyKey":{"type":"string","minLength":1,"maxLength":255,"pattern":"^[\\x21-\\x7e]+$","description":"1-255 printable ASCII characters without spaces: the Idempotency-Key for this entry (without it, a batch sent with an Idempotency-Key header uses `<header key>:<id>`)"}}}}},"$id":"runBatch_body"};
const func1 = require("ajv/dist/runtime/ucs2length").default;
const pattern4 = new RegExp("^/api/v1/", "u");
const pattern5 = new RegExp("^[\\x21-\\x7e]+$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="runBatch_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.operations === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operations"},message:"must have required property '"+"operations"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "operations")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.operations !== undefined){
let data0 = data.operations;
if(Array.isArray(data0)){
if(data0.length > 20){
const err2 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema32.properties.operations,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema32.properties.operations,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err4 = {instancePath:instancePath+"/operations/" + i0,schemaPath:"#/properties/operations/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema32.properties.operations.items.required,parentSchema:schema32.properties.operations.items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.method === undefined){
const err5 = {instancePath:instancePath+"/operations/" + i0,schemaPath:"#/properties/operations/items/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'",schema:schema32.properties.operations.items.required,parentSchema:schema32.properties.operations.items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.path === undefined){
const err6 = {instancePath:instancePath+"/operations/" + i0,schemaPath:"#/properties/operations/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema32.properties.operations.items.required,parentSchema:schema32.properties.operations.items,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data1){
if(!(((((key1 === "id") || (key1 === "method")) || (key1 === "path")) || (key1 === "body")) || (key1 === "idempotencyKey"))){
const err7 = {instancePath:instancePath+"/operations/" + i0,schemaPath:"#/properties/operations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema32.properties.operations.items,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.id !== undefined){
let data2 = data1.id;
if(typeof data2 === "string"){
if(func1(data2) > 100){
const err8 = {instancePath:instancePath+"/operations/" + i0+"/id",schemaPath:"#/properties/operations/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema32.properties.operations.items.properties.id,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data2) < 1){
const err9 = {instancePath:instancePath+"/operations/" + i0+"/id",schemaPath:"#/properties/operations/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.operations.items.properties.id,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/operations/" + i0+"/id",schemaPath:"#/properties/operations/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.operations.items.properties.id.type,parentSchema:schema32.properties.operations.items.properties.id,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.method !== undefined){
let data3 = data1.method;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/operations/" + i0+"/method",schemaPath:"#/properties/operations/items/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.operations.items.properties.method.type,parentSchema:schema32.properties.operations.items.properties.method,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((data3 === "GET") || (data3 === "POST")) || (data3 === "PATCH")) || (data3 === "DELETE"))){
const err12 = {instancePath:instancePath+"/operations/" + i0+"/method",schemaPath:"#/properties/operations/items/properties/method/enum",keyword:"enum",params:{allowedValues: schema32.properties.operations.items.properties.method.enum},message:"must be equal to one of the allowed values",schema:schema32.properties.operations.items.properties.method.enum,parentSchema:schema32.properties.operations.items.properties.method,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.path !== undefined){
let data4 = data1.path;
if(typeof data4 === "string"){
if(func1(data4) > 2000){
const err13 = {instancePath:instancePath+"/operations/" + i0+"/path",schemaPath:"#/properties/operations/items/properties/path/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema32.properties.operations.items.properties.path,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern4.test(data4)){
const err14 = {instancePath:instancePath+"/operations/" + i0+"/path",schemaPath:"#/properties/operations/items/properties/path/pattern",keyword:"pattern",params:{pattern: "^/api/v1/"},message:"must match pattern \""+"^/api/v1/"+"\"",schema:"^/api/v1/",parentSchema:schema32.properties.operations.items.properties.path,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/operations/" + i0+"/path",schemaPath:"#/properties/operations/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.operations.items.properties.path.type,parentSchema:schema32.properties.operations.items.properties.path,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.body !== undefined){
let data5 = data1.body;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err16 = {instancePath:instancePath+"/operations/" + i0+"/body",schemaPath:"#/properties/operations/items/properties/body/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.properties.operations.items.properties.body.type,parentSchema:schema32.properties.operations.items.properties.body,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.idempotencyKey !== undefined){
let data6 = data1.idempotencyKey;
if(typeof data6 === "string"){
if(func1(data6) > 255){
const err17 = {instancePath:instancePath+"/operations/" + i0+"/idempotencyKey",schemaPath:"#/properties/operations/items/properties/idempotencyKey/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema32.properties.operations.items.properties.idempotencyKey,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data6) < 1){
const err18 = {instancePath:instancePath+"/operations/" + i0+"/idempotencyKey",schemaPath:"#/properties/operations/items/properties/idempotencyKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.operations.items.properties.idempotencyKey,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern5.test(data6)){
const err19 = {instancePath:instancePath+"/operations/" + i0+"/idempotencyKey",schemaPath:"#/properties/operations/items/properties/idempotencyKey/pattern",keyword:"pattern",params:{pattern: "^[\\x21-\\x7e]+$"},message:"must match pattern \""+"^[\\x21-\\x7e]+$"+"\"",schema:"^[\\x21-\\x7e]+$",parentSchema:schema32.properties.operations.items.properties.idempotencyKey,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/operations/" + i0+"/idempotencyKey",schemaPath:"#/properties/operations/items/properties/idempotencyKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.operations.items.properties.idempotencyKey.type,parentSchema:schema32.properties.operations.items.properties.idempotencyKey,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/operations/" + i0,schemaPath:"#/properties/operations/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.properties.operations.items.type,parentSchema:schema32.properties.operations.items,data:data1};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema32.properties.operations.type,parentSchema:schema32.properties.operations,data:data0};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setSubscription_body = validate22;
const schema33 = {"type":"object","additionalProperties":false,"required":["entityType","entityId","subscribed"],"properties":{"entityType":{"type":"string","description":"Kind of entity an activity, subscription, notification or search hit refers to (customers and insights; strategies).","enum":["vision","objective","metric","opportunity","task","team","user","customer","insight","strategy"]},"entityId":{"type":"string","minLength":1,"maxLength":100,"description":"Entity UUID or ref."},"subscribed":{"type":"boolean"}},"$id":"setSubscription_body"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setSubscription_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entityType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityType"},message:"must have required property '"+"entityType"+"'",schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'",schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.subscribed === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subscribed"},message:"must have required property '"+"subscribed"+"'",schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "entityType") || (key0 === "entityId")) || (key0 === "subscribed"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.entityType !== undefined){
let data0 = data.entityType;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.entityType.type,parentSchema:schema33.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((((((((((data0 === "vision") || (data0 === "objective")) || (data0 === "metric")) || (data0 === "opportunity")) || (data0 === "task")) || (data0 === "team")) || (data0 === "user")) || (data0 === "customer")) || (data0 === "insight")) || (data0 === "strategy"))){
const err5 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/enum",keyword:"enum",params:{allowedValues: schema33.properties.entityType.enum},message:"must be equal to one of the allowed values",schema:schema33.properties.entityType.enum,parentSchema:schema33.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.entityId !== undefined){
let data1 = data.entityId;
if(typeof data1 === "string"){
if(func1(data1) > 100){
const err6 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema33.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema33.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.entityId.type,parentSchema:schema33.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.subscribed !== undefined){
let data2 = data.subscribed;
if(typeof data2 !== "boolean"){
const err9 = {instancePath:instancePath+"/subscribed",schemaPath:"#/properties/subscribed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema33.properties.subscribed.type,parentSchema:schema33.properties.subscribed,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema33.type,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createVision_body = validate23;
const schema34 = {"type":"object","additionalProperties":false,"required":["name","narrative"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"narrative":{"type":"string","minLength":1,"maxLength":200000,"description":"Markdown."},"kind":{"type":"string","enum":["company","product"],"default":"company"}},"$id":"createVision_body"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createVision_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
data.kind = "company";
}
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.narrative === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "narrative"},message:"must have required property '"+"narrative"+"'",schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "narrative")) || (key0 === "kind"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema34.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.name.type,parentSchema:schema34.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.narrative !== undefined){
let data1 = data.narrative;
if(typeof data1 === "string"){
if(func1(data1) > 200000){
const err6 = {instancePath:instancePath+"/narrative",schemaPath:"#/properties/narrative/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema34.properties.narrative,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/narrative",schemaPath:"#/properties/narrative/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.narrative,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/narrative",schemaPath:"#/properties/narrative/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.narrative.type,parentSchema:schema34.properties.narrative,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let data2 = data.kind;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.kind.type,parentSchema:schema34.properties.kind,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data2 === "company") || (data2 === "product"))){
const err10 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema34.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema34.properties.kind.enum,parentSchema:schema34.properties.kind,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateVision_body = validate24;
const schema35 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"narrative":{"type":"string","minLength":1,"maxLength":200000,"description":"Markdown."}},"$id":"updateVision_body"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateVision_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "narrative"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema35.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.name.type,parentSchema:schema35.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.narrative !== undefined){
let data1 = data.narrative;
if(typeof data1 === "string"){
if(func1(data1) > 200000){
const err5 = {instancePath:instancePath+"/narrative",schemaPath:"#/properties/narrative/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema35.properties.narrative,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/narrative",schemaPath:"#/properties/narrative/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.narrative,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/narrative",schemaPath:"#/properties/narrative/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.narrative.type,parentSchema:schema35.properties.narrative,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const renameVisionVersion_body = validate25;
const schema36 = {"type":"object","additionalProperties":false,"required":["note"],"properties":{"note":{"type":"string","maxLength":200}},"$id":"renameVisionVersion_body"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="renameVisionVersion_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.note === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "note"},message:"must have required property '"+"note"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "note")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.note !== undefined){
let data0 = data.note;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema36.properties.note,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.note.type,parentSchema:schema36.properties.note,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createStrategy_body = validate26;
const schema37 = {"type":"object","additionalProperties":false,"required":["name","content"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"content":{"type":"string","minLength":1,"maxLength":200000,"description":"The strategy in markdown."}},"$id":"createStrategy_body"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createStrategy_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "content"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema37.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.name.type,parentSchema:schema37.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.content !== undefined){
let data1 = data.content;
if(typeof data1 === "string"){
if(func1(data1) > 200000){
const err6 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema37.properties.content,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.content,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.content.type,parentSchema:schema37.properties.content,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateStrategy_body = validate27;
const schema38 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"content":{"type":"string","minLength":1,"maxLength":200000,"description":"The new markdown content (the whole document)."},"changeNote":{"type":"string","maxLength":200,"description":"What changed; becomes the new version's label (empty: v{n})."}},"$id":"updateStrategy_body"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateStrategy_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "content")) || (key0 === "changeNote"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema38.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema38.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.name.type,parentSchema:schema38.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.content !== undefined){
let data1 = data.content;
if(typeof data1 === "string"){
if(func1(data1) > 200000){
const err5 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema38.properties.content,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema38.properties.content,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.content.type,parentSchema:schema38.properties.content,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.changeNote !== undefined){
let data2 = data.changeNote;
if(typeof data2 === "string"){
if(func1(data2) > 200){
const err8 = {instancePath:instancePath+"/changeNote",schemaPath:"#/properties/changeNote/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema38.properties.changeNote,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/changeNote",schemaPath:"#/properties/changeNote/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.changeNote.type,parentSchema:schema38.properties.changeNote,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const renameStrategyVersion_body = validate28;
const schema39 = {"type":"object","additionalProperties":false,"required":["note"],"properties":{"note":{"type":"string","maxLength":200,"description":"The new label; empty clears it (the label becomes v{n})."}},"$id":"renameStrategyVersion_body"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="renameStrategyVersion_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.note === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "note"},message:"must have required property '"+"note"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "note")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.note !== undefined){
let data0 = data.note;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema39.properties.note,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.note.type,parentSchema:schema39.properties.note,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createDirectionDocument_body = validate29;
const schema40 = {"type":"object","additionalProperties":false,"required":["kind","title","body"],"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"body":{"type":"string","minLength":1,"maxLength":200000,"description":"Markdown."},"kind":{"type":"string","enum":["vision","strategy","product_spec","context"],"description":"vision (VIS-<n>, the vision of /visions), strategy (STR-<n>, the strategy of /strategies), product_spec (SPEC-<n>), context (CTX-<n>)."},"scope":{"type":"string","enum":["company","product"],"description":"Visions only (default company; one company vision per org)."},"publish":{"type":"boolean","default":false,"description":"true: publish it as version 1 at once — only a person, with an OAuth token acting as them; API keys and app tokens get 403. false: the text becomes the draft of a document with nothing published yet."}},"$id":"createDirectionDocument_body"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createDirectionDocument_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.publish === undefined){
data.publish = false;
}
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.body === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "title") || (key0 === "body")) || (key0 === "kind")) || (key0 === "scope")) || (key0 === "publish"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema40.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema40.properties.title,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.title.type,parentSchema:schema40.properties.title,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.body !== undefined){
let data1 = data.body;
if(typeof data1 === "string"){
if(func1(data1) > 200000){
const err7 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema40.properties.body,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema40.properties.body,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.body.type,parentSchema:schema40.properties.body,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.kind !== undefined){
let data2 = data.kind;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.kind.type,parentSchema:schema40.properties.kind,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((data2 === "vision") || (data2 === "strategy")) || (data2 === "product_spec")) || (data2 === "context"))){
const err11 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema40.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema40.properties.kind.enum,parentSchema:schema40.properties.kind,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.scope !== undefined){
let data3 = data.scope;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.scope.type,parentSchema:schema40.properties.scope,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data3 === "company") || (data3 === "product"))){
const err13 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/enum",keyword:"enum",params:{allowedValues: schema40.properties.scope.enum},message:"must be equal to one of the allowed values",schema:schema40.properties.scope.enum,parentSchema:schema40.properties.scope,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
let data4 = data.publish;
if(typeof data4 !== "boolean"){
const err14 = {instancePath:instancePath+"/publish",schemaPath:"#/properties/publish/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema40.properties.publish.type,parentSchema:schema40.properties.publish,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateDirectionDocument_body = validate30;
const schema41 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"body":{"type":"string","minLength":1,"maxLength":200000,"description":"Markdown."},"changeNote":{"type":"string","maxLength":500,"description":"When this publishes (a person's token): the new version's note (its label)."}},"$id":"updateDirectionDocument_body"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateDirectionDocument_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "title") || (key0 === "body")) || (key0 === "changeNote"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema41.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema41.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.title.type,parentSchema:schema41.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.body !== undefined){
let data1 = data.body;
if(typeof data1 === "string"){
if(func1(data1) > 200000){
const err5 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema41.properties.body,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema41.properties.body,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.body.type,parentSchema:schema41.properties.body,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.changeNote !== undefined){
let data2 = data.changeNote;
if(typeof data2 === "string"){
if(func1(data2) > 500){
const err8 = {instancePath:instancePath+"/changeNote",schemaPath:"#/properties/changeNote/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema41.properties.changeNote,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/changeNote",schemaPath:"#/properties/changeNote/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.changeNote.type,parentSchema:schema41.properties.changeNote,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const saveDirectionDocumentDraft_body = validate31;
const schema42 = {"type":"object","additionalProperties":false,"required":["body"],"properties":{"title":{"type":"string","minLength":1,"maxLength":200,"description":"Default: the current draft's title, else the published one."},"body":{"type":"string","minLength":1,"maxLength":200000,"description":"Markdown."}},"$id":"saveDirectionDocumentDraft_body"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="saveDirectionDocumentDraft_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.body === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'",schema:schema42.required,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "title") || (key0 === "body"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema42.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema42.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.title.type,parentSchema:schema42.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.body !== undefined){
let data1 = data.body;
if(typeof data1 === "string"){
if(func1(data1) > 200000){
const err5 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema42.properties.body,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema42.properties.body,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.body.type,parentSchema:schema42.properties.body,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema42.type,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const publishDirectionDocument_body = validate32;
const schema43 = {"type":"object","additionalProperties":false,"properties":{"changeNote":{"type":"string","maxLength":500,"description":"The new version's note (its label; empty: v{n})."}},"$id":"publishDirectionDocument_body"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="publishDirectionDocument_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "changeNote")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.changeNote !== undefined){
let data0 = data.changeNote;
if(typeof data0 === "string"){
if(func1(data0) > 500){
const err1 = {instancePath:instancePath+"/changeNote",schemaPath:"#/properties/changeNote/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema43.properties.changeNote,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/changeNote",schemaPath:"#/properties/changeNote/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.changeNote.type,parentSchema:schema43.properties.changeNote,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const renameDirectionDocumentVersion_body = validate33;
const schema44 = {"type":"object","additionalProperties":false,"required":["note"],"properties":{"note":{"type":"string","maxLength":200,"description":"The label; empty clears it."}},"$id":"renameDirectionDocumentVersion_body"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="renameDirectionDocumentVersion_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.note === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "note"},message:"must have required property '"+"note"+"'",schema:schema44.required,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "note")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.note !== undefined){
let data0 = data.note;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema44.properties.note,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.note.type,parentSchema:schema44.properties.note,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createObjective_body = validate34;
const schema45 = {"type":"object","additionalProperties":false,"required":["title","visionId","driId"],"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"visionId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$","description":"a vision UUID or ref such as VIS-3"},"description":{"type":"string","maxLength":20000},"deadline":{"type":["string","null"],"format":"date-time","formatMinimum":"0001-01-01T00:00:00Z","formatMaximum":"9999-12-31T23:59:59.999Z"},"horizon":{"type":["string","null"],"enum":["short","long",null]},"driId":{"description":"The directly responsible individual: a user UUID, or me.","allOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"}]},"metric":{"type":"object","description":"Anchor an objective to a metric with a target.","additionalProperties":false,"required":["metricId","operator","target"],"properties":{"metricId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$","description":"a metric UUID or ref such as MET-3"},"operator":{"type":"string","enum":["gte","lte","eq"]},"target":{"type":"number","minimum":-10000000000000000000,"maximum":10000000000000000000,"description":"Target value in the metric's unit."},"startValue":{"type":["number","null"],"minimum":-10000000000000000000,"maximum":10000000000000000000,"description":"Baseline value in the metric's unit."}}}},"$id":"createObjective_body"};
const pattern6 = new RegExp("^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$", "u");
const pattern7 = new RegExp("^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$", "u");
const pattern8 = new RegExp("^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$", "u");
const formats2 = require("ajv-formats/dist/formats").fullFormats["date-time"];

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createObjective_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.visionId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "visionId"},message:"must have required property '"+"visionId"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.driId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "driId"},message:"must have required property '"+"driId"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "title") || (key0 === "visionId")) || (key0 === "description")) || (key0 === "deadline")) || (key0 === "horizon")) || (key0 === "driId")) || (key0 === "metric"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema45.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema45.properties.title,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.title.type,parentSchema:schema45.properties.title,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.visionId !== undefined){
let data1 = data.visionId;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err7 = {instancePath:instancePath+"/visionId",schemaPath:"#/properties/visionId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$",parentSchema:schema45.properties.visionId,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/visionId",schemaPath:"#/properties/visionId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.visionId.type,parentSchema:schema45.properties.visionId,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 === "string"){
if(func1(data2) > 20000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema45.properties.description,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.description.type,parentSchema:schema45.properties.description,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.deadline !== undefined){
let data3 = data.deadline;
if((typeof data3 !== "string") && (data3 !== null)){
const err11 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/type",keyword:"type",params:{type: schema45.properties.deadline.type},message:"must be string,null",schema:schema45.properties.deadline.type,parentSchema:schema45.properties.deadline,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err12 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema45.properties.deadline,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(formats2.compare(data3, "9999-12-31T23:59:59.999Z") > 0){
const err13 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31T23:59:59.999Z"},message:"should be <= "+"9999-12-31T23:59:59.999Z",schema:"9999-12-31T23:59:59.999Z",parentSchema:schema45.properties.deadline,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(formats2.compare(data3, "0001-01-01T00:00:00Z") < 0){
const err14 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01T00:00:00Z"},message:"should be >= "+"0001-01-01T00:00:00Z",schema:"0001-01-01T00:00:00Z",parentSchema:schema45.properties.deadline,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.horizon !== undefined){
let data4 = data.horizon;
if((typeof data4 !== "string") && (data4 !== null)){
const err15 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/type",keyword:"type",params:{type: schema45.properties.horizon.type},message:"must be string,null",schema:schema45.properties.horizon.type,parentSchema:schema45.properties.horizon,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((data4 === "short") || (data4 === "long")) || (data4 === null))){
const err16 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/enum",keyword:"enum",params:{allowedValues: schema45.properties.horizon.enum},message:"must be equal to one of the allowed values",schema:schema45.properties.horizon.enum,parentSchema:schema45.properties.horizon,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.driId !== undefined){
let data5 = data.driId;
if(typeof data5 === "string"){
if(!pattern7.test(data5)){
const err17 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/allOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema45.properties.driId.allOf[0],data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/allOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.driId.allOf[0].type,parentSchema:schema45.properties.driId.allOf[0],data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.metric !== undefined){
let data6 = data.metric;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.metricId === undefined){
const err19 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/required",keyword:"required",params:{missingProperty: "metricId"},message:"must have required property '"+"metricId"+"'",schema:schema45.properties.metric.required,parentSchema:schema45.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6.operator === undefined){
const err20 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'",schema:schema45.properties.metric.required,parentSchema:schema45.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6.target === undefined){
const err21 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'",schema:schema45.properties.metric.required,parentSchema:schema45.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data6){
if(!((((key1 === "metricId") || (key1 === "operator")) || (key1 === "target")) || (key1 === "startValue"))){
const err22 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema45.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.metricId !== undefined){
let data7 = data6.metricId;
if(typeof data7 === "string"){
if(!pattern8.test(data7)){
const err23 = {instancePath:instancePath+"/metric/metricId",schemaPath:"#/properties/metric/properties/metricId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$",parentSchema:schema45.properties.metric.properties.metricId,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/metric/metricId",schemaPath:"#/properties/metric/properties/metricId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.metric.properties.metricId.type,parentSchema:schema45.properties.metric.properties.metricId,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data6.operator !== undefined){
let data8 = data6.operator;
if(typeof data8 !== "string"){
const err25 = {instancePath:instancePath+"/metric/operator",schemaPath:"#/properties/metric/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.metric.properties.operator.type,parentSchema:schema45.properties.metric.properties.operator,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!(((data8 === "gte") || (data8 === "lte")) || (data8 === "eq"))){
const err26 = {instancePath:instancePath+"/metric/operator",schemaPath:"#/properties/metric/properties/operator/enum",keyword:"enum",params:{allowedValues: schema45.properties.metric.properties.operator.enum},message:"must be equal to one of the allowed values",schema:schema45.properties.metric.properties.operator.enum,parentSchema:schema45.properties.metric.properties.operator,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data6.target !== undefined){
let data9 = data6.target;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 10000000000000000000 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/metric/target",schemaPath:"#/properties/metric/properties/target/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000000000000000},message:"must be <= 10000000000000000000",schema:10000000000000000000,parentSchema:schema45.properties.metric.properties.target,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9 < -10000000000000000000 || isNaN(data9)){
const err28 = {instancePath:instancePath+"/metric/target",schemaPath:"#/properties/metric/properties/target/minimum",keyword:"minimum",params:{comparison: ">=", limit: -10000000000000000000},message:"must be >= -10000000000000000000",schema:-10000000000000000000,parentSchema:schema45.properties.metric.properties.target,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/metric/target",schemaPath:"#/properties/metric/properties/target/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema45.properties.metric.properties.target.type,parentSchema:schema45.properties.metric.properties.target,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data6.startValue !== undefined){
let data10 = data6.startValue;
if((!((typeof data10 == "number") && (isFinite(data10)))) && (data10 !== null)){
const err30 = {instancePath:instancePath+"/metric/startValue",schemaPath:"#/properties/metric/properties/startValue/type",keyword:"type",params:{type: schema45.properties.metric.properties.startValue.type},message:"must be number,null",schema:schema45.properties.metric.properties.startValue.type,parentSchema:schema45.properties.metric.properties.startValue,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 10000000000000000000 || isNaN(data10)){
const err31 = {instancePath:instancePath+"/metric/startValue",schemaPath:"#/properties/metric/properties/startValue/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000000000000000},message:"must be <= 10000000000000000000",schema:10000000000000000000,parentSchema:schema45.properties.metric.properties.startValue,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data10 < -10000000000000000000 || isNaN(data10)){
const err32 = {instancePath:instancePath+"/metric/startValue",schemaPath:"#/properties/metric/properties/startValue/minimum",keyword:"minimum",params:{comparison: ">=", limit: -10000000000000000000},message:"must be >= -10000000000000000000",schema:-10000000000000000000,parentSchema:schema45.properties.metric.properties.startValue,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
}
else {
const err33 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.properties.metric.type,parentSchema:schema45.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createObjective_mcpBody = validate35;
const schema46 = {"type":"object","additionalProperties":false,"required":["title","visionId","driId","metric"],"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"visionId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$","description":"a vision UUID or ref such as VIS-3"},"description":{"type":"string","maxLength":20000},"deadline":{"type":["string","null"],"format":"date-time","formatMinimum":"0001-01-01T00:00:00Z","formatMaximum":"9999-12-31T23:59:59.999Z"},"horizon":{"type":["string","null"],"enum":["short","long",null]},"driId":{"description":"The directly responsible individual: a user UUID, or me.","allOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"}]},"metric":{"type":"object","description":"Anchor an objective to a metric with a target.","additionalProperties":false,"required":["metricId","operator","target"],"properties":{"metricId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$","description":"a metric UUID or ref such as MET-3"},"operator":{"type":"string","enum":["gte","lte","eq"]},"target":{"type":"number","minimum":-10000000000000000000,"maximum":10000000000000000000,"description":"Target value in the metric's unit."},"startValue":{"type":["number","null"],"minimum":-10000000000000000000,"maximum":10000000000000000000,"description":"Baseline value in the metric's unit."}}}},"$id":"createObjective_mcpBody"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createObjective_mcpBody" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.visionId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "visionId"},message:"must have required property '"+"visionId"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.driId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "driId"},message:"must have required property '"+"driId"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.metric === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metric"},message:"must have required property '"+"metric"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "title") || (key0 === "visionId")) || (key0 === "description")) || (key0 === "deadline")) || (key0 === "horizon")) || (key0 === "driId")) || (key0 === "metric"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema46.properties.title,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema46.properties.title,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.title.type,parentSchema:schema46.properties.title,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.visionId !== undefined){
let data1 = data.visionId;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err8 = {instancePath:instancePath+"/visionId",schemaPath:"#/properties/visionId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$",parentSchema:schema46.properties.visionId,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/visionId",schemaPath:"#/properties/visionId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.visionId.type,parentSchema:schema46.properties.visionId,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 === "string"){
if(func1(data2) > 20000){
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema46.properties.description,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.description.type,parentSchema:schema46.properties.description,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.deadline !== undefined){
let data3 = data.deadline;
if((typeof data3 !== "string") && (data3 !== null)){
const err12 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/type",keyword:"type",params:{type: schema46.properties.deadline.type},message:"must be string,null",schema:schema46.properties.deadline.type,parentSchema:schema46.properties.deadline,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err13 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema46.properties.deadline,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(formats2.compare(data3, "9999-12-31T23:59:59.999Z") > 0){
const err14 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31T23:59:59.999Z"},message:"should be <= "+"9999-12-31T23:59:59.999Z",schema:"9999-12-31T23:59:59.999Z",parentSchema:schema46.properties.deadline,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(formats2.compare(data3, "0001-01-01T00:00:00Z") < 0){
const err15 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01T00:00:00Z"},message:"should be >= "+"0001-01-01T00:00:00Z",schema:"0001-01-01T00:00:00Z",parentSchema:schema46.properties.deadline,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.horizon !== undefined){
let data4 = data.horizon;
if((typeof data4 !== "string") && (data4 !== null)){
const err16 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/type",keyword:"type",params:{type: schema46.properties.horizon.type},message:"must be string,null",schema:schema46.properties.horizon.type,parentSchema:schema46.properties.horizon,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((data4 === "short") || (data4 === "long")) || (data4 === null))){
const err17 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/enum",keyword:"enum",params:{allowedValues: schema46.properties.horizon.enum},message:"must be equal to one of the allowed values",schema:schema46.properties.horizon.enum,parentSchema:schema46.properties.horizon,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.driId !== undefined){
let data5 = data.driId;
if(typeof data5 === "string"){
if(!pattern7.test(data5)){
const err18 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/allOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema46.properties.driId.allOf[0],data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/allOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.driId.allOf[0].type,parentSchema:schema46.properties.driId.allOf[0],data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.metric !== undefined){
let data6 = data.metric;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.metricId === undefined){
const err20 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/required",keyword:"required",params:{missingProperty: "metricId"},message:"must have required property '"+"metricId"+"'",schema:schema46.properties.metric.required,parentSchema:schema46.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6.operator === undefined){
const err21 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'",schema:schema46.properties.metric.required,parentSchema:schema46.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data6.target === undefined){
const err22 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'",schema:schema46.properties.metric.required,parentSchema:schema46.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key1 in data6){
if(!((((key1 === "metricId") || (key1 === "operator")) || (key1 === "target")) || (key1 === "startValue"))){
const err23 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema46.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.metricId !== undefined){
let data7 = data6.metricId;
if(typeof data7 === "string"){
if(!pattern8.test(data7)){
const err24 = {instancePath:instancePath+"/metric/metricId",schemaPath:"#/properties/metric/properties/metricId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$",parentSchema:schema46.properties.metric.properties.metricId,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/metric/metricId",schemaPath:"#/properties/metric/properties/metricId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.metric.properties.metricId.type,parentSchema:schema46.properties.metric.properties.metricId,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data6.operator !== undefined){
let data8 = data6.operator;
if(typeof data8 !== "string"){
const err26 = {instancePath:instancePath+"/metric/operator",schemaPath:"#/properties/metric/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.metric.properties.operator.type,parentSchema:schema46.properties.metric.properties.operator,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(((data8 === "gte") || (data8 === "lte")) || (data8 === "eq"))){
const err27 = {instancePath:instancePath+"/metric/operator",schemaPath:"#/properties/metric/properties/operator/enum",keyword:"enum",params:{allowedValues: schema46.properties.metric.properties.operator.enum},message:"must be equal to one of the allowed values",schema:schema46.properties.metric.properties.operator.enum,parentSchema:schema46.properties.metric.properties.operator,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data6.target !== undefined){
let data9 = data6.target;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 10000000000000000000 || isNaN(data9)){
const err28 = {instancePath:instancePath+"/metric/target",schemaPath:"#/properties/metric/properties/target/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000000000000000},message:"must be <= 10000000000000000000",schema:10000000000000000000,parentSchema:schema46.properties.metric.properties.target,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data9 < -10000000000000000000 || isNaN(data9)){
const err29 = {instancePath:instancePath+"/metric/target",schemaPath:"#/properties/metric/properties/target/minimum",keyword:"minimum",params:{comparison: ">=", limit: -10000000000000000000},message:"must be >= -10000000000000000000",schema:-10000000000000000000,parentSchema:schema46.properties.metric.properties.target,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/metric/target",schemaPath:"#/properties/metric/properties/target/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema46.properties.metric.properties.target.type,parentSchema:schema46.properties.metric.properties.target,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data6.startValue !== undefined){
let data10 = data6.startValue;
if((!((typeof data10 == "number") && (isFinite(data10)))) && (data10 !== null)){
const err31 = {instancePath:instancePath+"/metric/startValue",schemaPath:"#/properties/metric/properties/startValue/type",keyword:"type",params:{type: schema46.properties.metric.properties.startValue.type},message:"must be number,null",schema:schema46.properties.metric.properties.startValue.type,parentSchema:schema46.properties.metric.properties.startValue,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 10000000000000000000 || isNaN(data10)){
const err32 = {instancePath:instancePath+"/metric/startValue",schemaPath:"#/properties/metric/properties/startValue/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000000000000000},message:"must be <= 10000000000000000000",schema:10000000000000000000,parentSchema:schema46.properties.metric.properties.startValue,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data10 < -10000000000000000000 || isNaN(data10)){
const err33 = {instancePath:instancePath+"/metric/startValue",schemaPath:"#/properties/metric/properties/startValue/minimum",keyword:"minimum",params:{comparison: ">=", limit: -10000000000000000000},message:"must be >= -10000000000000000000",schema:-10000000000000000000,parentSchema:schema46.properties.metric.properties.startValue,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
}
else {
const err34 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.properties.metric.type,parentSchema:schema46.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateObjective_body = validate36;
const schema47 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"visionId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$","description":"a vision UUID or ref such as VIS-3"},"description":{"type":"string","maxLength":20000},"deadline":{"type":["string","null"],"format":"date-time","formatMinimum":"0001-01-01T00:00:00Z","formatMaximum":"9999-12-31T23:59:59.999Z"},"horizon":{"type":["string","null"],"enum":["short","long",null]},"driId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},"status":{"type":"string","enum":["active","achieved","abandoned"]}},"$id":"updateObjective_body"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateObjective_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "title") || (key0 === "visionId")) || (key0 === "description")) || (key0 === "deadline")) || (key0 === "horizon")) || (key0 === "driId")) || (key0 === "status"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema47.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema47.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.title.type,parentSchema:schema47.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.visionId !== undefined){
let data1 = data.visionId;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err5 = {instancePath:instancePath+"/visionId",schemaPath:"#/properties/visionId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$",parentSchema:schema47.properties.visionId,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/visionId",schemaPath:"#/properties/visionId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.visionId.type,parentSchema:schema47.properties.visionId,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 === "string"){
if(func1(data2) > 20000){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema47.properties.description,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.description.type,parentSchema:schema47.properties.description,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.deadline !== undefined){
let data3 = data.deadline;
if((typeof data3 !== "string") && (data3 !== null)){
const err9 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/type",keyword:"type",params:{type: schema47.properties.deadline.type},message:"must be string,null",schema:schema47.properties.deadline.type,parentSchema:schema47.properties.deadline,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err10 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema47.properties.deadline,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(formats2.compare(data3, "9999-12-31T23:59:59.999Z") > 0){
const err11 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31T23:59:59.999Z"},message:"should be <= "+"9999-12-31T23:59:59.999Z",schema:"9999-12-31T23:59:59.999Z",parentSchema:schema47.properties.deadline,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(formats2.compare(data3, "0001-01-01T00:00:00Z") < 0){
const err12 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01T00:00:00Z"},message:"should be >= "+"0001-01-01T00:00:00Z",schema:"0001-01-01T00:00:00Z",parentSchema:schema47.properties.deadline,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.horizon !== undefined){
let data4 = data.horizon;
if((typeof data4 !== "string") && (data4 !== null)){
const err13 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/type",keyword:"type",params:{type: schema47.properties.horizon.type},message:"must be string,null",schema:schema47.properties.horizon.type,parentSchema:schema47.properties.horizon,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data4 === "short") || (data4 === "long")) || (data4 === null))){
const err14 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/enum",keyword:"enum",params:{allowedValues: schema47.properties.horizon.enum},message:"must be equal to one of the allowed values",schema:schema47.properties.horizon.enum,parentSchema:schema47.properties.horizon,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.driId !== undefined){
let data5 = data.driId;
if(typeof data5 === "string"){
if(!pattern7.test(data5)){
const err15 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema47.properties.driId,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.driId.type,parentSchema:schema47.properties.driId,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.status !== undefined){
let data6 = data.status;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.status.type,parentSchema:schema47.properties.status,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(((data6 === "active") || (data6 === "achieved")) || (data6 === "abandoned"))){
const err18 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema47.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema47.properties.status.enum,parentSchema:schema47.properties.status,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema47.type,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setObjectiveMetric_body = validate37;
const schema48 = {"type":"object","additionalProperties":false,"required":["metricId"],"properties":{"metricId":{"description":"The metric (UUID or MET-<n>); null clears the anchor.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$","description":"a metric UUID or ref such as MET-3"},{"type":"null"}]},"operator":{"type":"string","enum":["gte","lte","eq"]},"target":{"type":"number","minimum":-10000000000000000000,"maximum":10000000000000000000},"startValue":{"type":["number","null"],"minimum":-10000000000000000000,"maximum":10000000000000000000}},"$id":"setObjectiveMetric_body"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setObjectiveMetric_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.metricId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metricId"},message:"must have required property '"+"metricId"+"'",schema:schema48.required,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "metricId") || (key0 === "operator")) || (key0 === "target")) || (key0 === "startValue"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.metricId !== undefined){
let data0 = data.metricId;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 === "string"){
if(!pattern8.test(data0)){
const err2 = {instancePath:instancePath+"/metricId",schemaPath:"#/properties/metricId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$",parentSchema:schema48.properties.metricId.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/metricId",schemaPath:"#/properties/metricId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.metricId.anyOf[0].type,parentSchema:schema48.properties.metricId.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data0 !== null){
const err4 = {instancePath:instancePath+"/metricId",schemaPath:"#/properties/metricId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema48.properties.metricId.anyOf[1].type,parentSchema:schema48.properties.metricId.anyOf[1],data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err5 = {instancePath:instancePath+"/metricId",schemaPath:"#/properties/metricId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema48.properties.metricId.anyOf,parentSchema:schema48.properties.metricId,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.operator !== undefined){
let data1 = data.operator;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.operator.type,parentSchema:schema48.properties.operator,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data1 === "gte") || (data1 === "lte")) || (data1 === "eq"))){
const err7 = {instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/enum",keyword:"enum",params:{allowedValues: schema48.properties.operator.enum},message:"must be equal to one of the allowed values",schema:schema48.properties.operator.enum,parentSchema:schema48.properties.operator,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.target !== undefined){
let data2 = data.target;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 10000000000000000000 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000000000000000},message:"must be <= 10000000000000000000",schema:10000000000000000000,parentSchema:schema48.properties.target,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < -10000000000000000000 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/minimum",keyword:"minimum",params:{comparison: ">=", limit: -10000000000000000000},message:"must be >= -10000000000000000000",schema:-10000000000000000000,parentSchema:schema48.properties.target,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema48.properties.target.type,parentSchema:schema48.properties.target,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.startValue !== undefined){
let data3 = data.startValue;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err11 = {instancePath:instancePath+"/startValue",schemaPath:"#/properties/startValue/type",keyword:"type",params:{type: schema48.properties.startValue.type},message:"must be number,null",schema:schema48.properties.startValue.type,parentSchema:schema48.properties.startValue,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 10000000000000000000 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/startValue",schemaPath:"#/properties/startValue/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000000000000000},message:"must be <= 10000000000000000000",schema:10000000000000000000,parentSchema:schema48.properties.startValue,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3 < -10000000000000000000 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/startValue",schemaPath:"#/properties/startValue/minimum",keyword:"minimum",params:{comparison: ">=", limit: -10000000000000000000},message:"must be >= -10000000000000000000",schema:-10000000000000000000,parentSchema:schema48.properties.startValue,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setObjectiveAlignmentLink_body = validate38;
const schema49 = {"type":"object","additionalProperties":false,"required":["parentId","kind"],"properties":{"parentId":{"description":"The parent objective (UUID or OBJ-<n>).","allOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$","description":"an objective UUID or ref such as OBJ-3"}]},"kind":{"type":["string","null"],"enum":["primary","supporting",null],"description":"null removes the link."}},"$id":"setObjectiveAlignmentLink_body"};
const pattern15 = new RegExp("^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$", "u");

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setObjectiveAlignmentLink_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.parentId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "parentId"},message:"must have required property '"+"parentId"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "parentId") || (key0 === "kind"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.parentId !== undefined){
let data0 = data.parentId;
if(typeof data0 === "string"){
if(!pattern15.test(data0)){
const err3 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/allOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$",parentSchema:schema49.properties.parentId.allOf[0],data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/allOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.parentId.allOf[0].type,parentSchema:schema49.properties.parentId.allOf[0],data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if((typeof data1 !== "string") && (data1 !== null)){
const err5 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: schema49.properties.kind.type},message:"must be string,null",schema:schema49.properties.kind.type,parentSchema:schema49.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data1 === "primary") || (data1 === "supporting")) || (data1 === null))){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema49.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema49.properties.kind.enum,parentSchema:schema49.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createMetric_body = validate39;
const schema50 = {"type":"object","additionalProperties":false,"required":["name","unit"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":20000},"currentValue":{"type":["number","null"],"minimum":-1000000000000000,"maximum":1000000000000000},"unit":{"type":"string","enum":["percentage","count","currency","ratio","duration","custom"]},"dataSourceType":{"type":"string","enum":["manual","integration","system"]},"dataSourceConfig":{"type":["object","null"],"additionalProperties":true},"stewardId":{"description":"The steward (a user UUID, or me); null for none.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]}},"$id":"createMetric_body"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createMetric_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.unit === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unit"},message:"must have required property '"+"unit"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "name") || (key0 === "description")) || (key0 === "currentValue")) || (key0 === "unit")) || (key0 === "dataSourceType")) || (key0 === "dataSourceConfig")) || (key0 === "stewardId"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema50.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema50.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.name.type,parentSchema:schema50.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 20000){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema50.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.description.type,parentSchema:schema50.properties.description,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.currentValue !== undefined){
let data2 = data.currentValue;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err8 = {instancePath:instancePath+"/currentValue",schemaPath:"#/properties/currentValue/type",keyword:"type",params:{type: schema50.properties.currentValue.type},message:"must be number,null",schema:schema50.properties.currentValue.type,parentSchema:schema50.properties.currentValue,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000000000000000 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/currentValue",schemaPath:"#/properties/currentValue/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000000},message:"must be <= 1000000000000000",schema:1000000000000000,parentSchema:schema50.properties.currentValue,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < -1000000000000000 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/currentValue",schemaPath:"#/properties/currentValue/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1000000000000000},message:"must be >= -1000000000000000",schema:-1000000000000000,parentSchema:schema50.properties.currentValue,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.unit !== undefined){
let data3 = data.unit;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.unit.type,parentSchema:schema50.properties.unit,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((((data3 === "percentage") || (data3 === "count")) || (data3 === "currency")) || (data3 === "ratio")) || (data3 === "duration")) || (data3 === "custom"))){
const err12 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/enum",keyword:"enum",params:{allowedValues: schema50.properties.unit.enum},message:"must be equal to one of the allowed values",schema:schema50.properties.unit.enum,parentSchema:schema50.properties.unit,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.dataSourceType !== undefined){
let data4 = data.dataSourceType;
if(typeof data4 !== "string"){
const err13 = {instancePath:instancePath+"/dataSourceType",schemaPath:"#/properties/dataSourceType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.dataSourceType.type,parentSchema:schema50.properties.dataSourceType,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data4 === "manual") || (data4 === "integration")) || (data4 === "system"))){
const err14 = {instancePath:instancePath+"/dataSourceType",schemaPath:"#/properties/dataSourceType/enum",keyword:"enum",params:{allowedValues: schema50.properties.dataSourceType.enum},message:"must be equal to one of the allowed values",schema:schema50.properties.dataSourceType.enum,parentSchema:schema50.properties.dataSourceType,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.dataSourceConfig !== undefined){
let data5 = data.dataSourceConfig;
if((!(data5 && typeof data5 == "object" && !Array.isArray(data5))) && (data5 !== null)){
const err15 = {instancePath:instancePath+"/dataSourceConfig",schemaPath:"#/properties/dataSourceConfig/type",keyword:"type",params:{type: schema50.properties.dataSourceConfig.type},message:"must be object,null",schema:schema50.properties.dataSourceConfig.type,parentSchema:schema50.properties.dataSourceConfig,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.stewardId !== undefined){
let data6 = data.stewardId;
const _errs16 = errors;
let valid1 = false;
const _errs17 = errors;
if(typeof data6 === "string"){
if(!pattern7.test(data6)){
const err16 = {instancePath:instancePath+"/stewardId",schemaPath:"#/properties/stewardId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema50.properties.stewardId.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/stewardId",schemaPath:"#/properties/stewardId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.stewardId.anyOf[0].type,parentSchema:schema50.properties.stewardId.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
const _errs19 = errors;
if(data6 !== null){
const err18 = {instancePath:instancePath+"/stewardId",schemaPath:"#/properties/stewardId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema50.properties.stewardId.anyOf[1].type,parentSchema:schema50.properties.stewardId.anyOf[1],data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err19 = {instancePath:instancePath+"/stewardId",schemaPath:"#/properties/stewardId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema50.properties.stewardId.anyOf,parentSchema:schema50.properties.stewardId,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.type,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const trackBuiltinMetric_body = validate40;
const schema51 = {"type":"object","additionalProperties":false,"required":["builtinId"],"properties":{"builtinId":{"type":"string","description":"A built-in delivery metric: task_throughput (tasks completed per ISO week), lead_time (median days from a task's creation to its completion), cycle_time (median days from its first move to in_progress to its completion), time_in_status (median days of the stays in a status group that ended in the week), cycle_predictability (tasks completed by a cycle's end ÷ tasks planned in it, over the cycles ending in the week).","enum":["task_throughput","lead_time","cycle_time","time_in_status","cycle_predictability"]},"params":{"type":"object","description":"What a built-in metric is computed over. `categoryId` limits it to tasks filed under one category of the org (their current category); absent, every task counts. `statusGroup` is required for `time_in_status` and refused for the other built-ins. Status groups: `backlog` (backlog), `todo` (todo), `not_started` (backlog and todo), `in_progress` (in_progress). The terminal statuses (completed, cancelled, duplicate) form no group: a task stays in them until someone reopens it, so a time spent there measures nothing about delivery.","additionalProperties":false,"properties":{"categoryId":{"type":"string","format":"uuid","description":"Only tasks of this category (its UUID)."},"statusGroup":{"type":"string","description":"A group of task statuses for `time_in_status`: backlog = backlog; todo = todo; not_started = backlog + todo; in_progress = in_progress.","enum":["backlog","todo","not_started","in_progress"]}}}},"$id":"trackBuiltinMetric_body"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="trackBuiltinMetric_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.builtinId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "builtinId"},message:"must have required property '"+"builtinId"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "builtinId") || (key0 === "params"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.builtinId !== undefined){
let data0 = data.builtinId;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/builtinId",schemaPath:"#/properties/builtinId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.builtinId.type,parentSchema:schema51.properties.builtinId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((((data0 === "task_throughput") || (data0 === "lead_time")) || (data0 === "cycle_time")) || (data0 === "time_in_status")) || (data0 === "cycle_predictability"))){
const err3 = {instancePath:instancePath+"/builtinId",schemaPath:"#/properties/builtinId/enum",keyword:"enum",params:{allowedValues: schema51.properties.builtinId.enum},message:"must be equal to one of the allowed values",schema:schema51.properties.builtinId.enum,parentSchema:schema51.properties.builtinId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.params !== undefined){
let data1 = data.params;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!((key1 === "categoryId") || (key1 === "statusGroup"))){
const err4 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema51.properties.params,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.categoryId !== undefined){
let data2 = data1.categoryId;
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
const err5 = {instancePath:instancePath+"/params/categoryId",schemaPath:"#/properties/params/properties/categoryId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema51.properties.params.properties.categoryId,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/params/categoryId",schemaPath:"#/properties/params/properties/categoryId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.params.properties.categoryId.type,parentSchema:schema51.properties.params.properties.categoryId,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.statusGroup !== undefined){
let data3 = data1.statusGroup;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/params/statusGroup",schemaPath:"#/properties/params/properties/statusGroup/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.params.properties.statusGroup.type,parentSchema:schema51.properties.params.properties.statusGroup,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data3 === "backlog") || (data3 === "todo")) || (data3 === "not_started")) || (data3 === "in_progress"))){
const err8 = {instancePath:instancePath+"/params/statusGroup",schemaPath:"#/properties/params/properties/statusGroup/enum",keyword:"enum",params:{allowedValues: schema51.properties.params.properties.statusGroup.enum},message:"must be equal to one of the allowed values",schema:schema51.properties.params.properties.statusGroup.enum,parentSchema:schema51.properties.params.properties.statusGroup,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.properties.params.type,parentSchema:schema51.properties.params,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.type,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateMetric_body = validate41;
const schema52 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":20000},"currentValue":{"type":["number","null"],"minimum":-1000000000000000,"maximum":1000000000000000},"unit":{"type":"string","enum":["percentage","count","currency","ratio","duration","custom"]},"dataSourceType":{"type":"string","enum":["manual","integration","system"]},"dataSourceConfig":{"type":["object","null"],"additionalProperties":true},"stewardId":{"description":"The steward (a user UUID, or me); null clears it.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]}},"$id":"updateMetric_body"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateMetric_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "name") || (key0 === "description")) || (key0 === "currentValue")) || (key0 === "unit")) || (key0 === "dataSourceType")) || (key0 === "dataSourceConfig")) || (key0 === "stewardId"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema52.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.name.type,parentSchema:schema52.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 20000){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema52.properties.description,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.description.type,parentSchema:schema52.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.currentValue !== undefined){
let data2 = data.currentValue;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err7 = {instancePath:instancePath+"/currentValue",schemaPath:"#/properties/currentValue/type",keyword:"type",params:{type: schema52.properties.currentValue.type},message:"must be number,null",schema:schema52.properties.currentValue.type,parentSchema:schema52.properties.currentValue,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000000000000000 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/currentValue",schemaPath:"#/properties/currentValue/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000000},message:"must be <= 1000000000000000",schema:1000000000000000,parentSchema:schema52.properties.currentValue,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < -1000000000000000 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/currentValue",schemaPath:"#/properties/currentValue/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1000000000000000},message:"must be >= -1000000000000000",schema:-1000000000000000,parentSchema:schema52.properties.currentValue,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.unit !== undefined){
let data3 = data.unit;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.unit.type,parentSchema:schema52.properties.unit,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((((data3 === "percentage") || (data3 === "count")) || (data3 === "currency")) || (data3 === "ratio")) || (data3 === "duration")) || (data3 === "custom"))){
const err11 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/enum",keyword:"enum",params:{allowedValues: schema52.properties.unit.enum},message:"must be equal to one of the allowed values",schema:schema52.properties.unit.enum,parentSchema:schema52.properties.unit,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.dataSourceType !== undefined){
let data4 = data.dataSourceType;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/dataSourceType",schemaPath:"#/properties/dataSourceType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.dataSourceType.type,parentSchema:schema52.properties.dataSourceType,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data4 === "manual") || (data4 === "integration")) || (data4 === "system"))){
const err13 = {instancePath:instancePath+"/dataSourceType",schemaPath:"#/properties/dataSourceType/enum",keyword:"enum",params:{allowedValues: schema52.properties.dataSourceType.enum},message:"must be equal to one of the allowed values",schema:schema52.properties.dataSourceType.enum,parentSchema:schema52.properties.dataSourceType,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.dataSourceConfig !== undefined){
let data5 = data.dataSourceConfig;
if((!(data5 && typeof data5 == "object" && !Array.isArray(data5))) && (data5 !== null)){
const err14 = {instancePath:instancePath+"/dataSourceConfig",schemaPath:"#/properties/dataSourceConfig/type",keyword:"type",params:{type: schema52.properties.dataSourceConfig.type},message:"must be object,null",schema:schema52.properties.dataSourceConfig.type,parentSchema:schema52.properties.dataSourceConfig,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.stewardId !== undefined){
let data6 = data.stewardId;
const _errs16 = errors;
let valid1 = false;
const _errs17 = errors;
if(typeof data6 === "string"){
if(!pattern7.test(data6)){
const err15 = {instancePath:instancePath+"/stewardId",schemaPath:"#/properties/stewardId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema52.properties.stewardId.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/stewardId",schemaPath:"#/properties/stewardId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.stewardId.anyOf[0].type,parentSchema:schema52.properties.stewardId.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
const _errs19 = errors;
if(data6 !== null){
const err17 = {instancePath:instancePath+"/stewardId",schemaPath:"#/properties/stewardId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema52.properties.stewardId.anyOf[1].type,parentSchema:schema52.properties.stewardId.anyOf[1],data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err18 = {instancePath:instancePath+"/stewardId",schemaPath:"#/properties/stewardId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema52.properties.stewardId.anyOf,parentSchema:schema52.properties.stewardId,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.type,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createMetricValue_body = validate42;
const schema53 = {"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"type":"number","minimum":-1000000000000000,"maximum":1000000000000000},"recordedAt":{"type":"string","format":"date-time","formatMinimum":"0001-01-01T00:00:00Z","formatMaximum":"9999-12-31T23:59:59.999Z"},"note":{"type":"string","maxLength":2000},"source":{"type":"string","enum":["manual","integration"],"default":"manual"}},"$id":"createMetricValue_body"};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createMetricValue_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source === undefined){
data.source = "manual";
}
if(data.value === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "value") || (key0 === "recordedAt")) || (key0 === "note")) || (key0 === "source"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.value !== undefined){
let data0 = data.value;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 1000000000000000 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000000},message:"must be <= 1000000000000000",schema:1000000000000000,parentSchema:schema53.properties.value,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < -1000000000000000 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1000000000000000},message:"must be >= -1000000000000000",schema:-1000000000000000,parentSchema:schema53.properties.value,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema53.properties.value.type,parentSchema:schema53.properties.value,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.recordedAt !== undefined){
let data1 = data.recordedAt;
if(typeof data1 === "string"){
if(!(formats2.validate(data1))){
const err5 = {instancePath:instancePath+"/recordedAt",schemaPath:"#/properties/recordedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema53.properties.recordedAt,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(formats2.compare(data1, "9999-12-31T23:59:59.999Z") > 0){
const err6 = {instancePath:instancePath+"/recordedAt",schemaPath:"#/properties/recordedAt/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31T23:59:59.999Z"},message:"should be <= "+"9999-12-31T23:59:59.999Z",schema:"9999-12-31T23:59:59.999Z",parentSchema:schema53.properties.recordedAt,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(formats2.compare(data1, "0001-01-01T00:00:00Z") < 0){
const err7 = {instancePath:instancePath+"/recordedAt",schemaPath:"#/properties/recordedAt/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01T00:00:00Z"},message:"should be >= "+"0001-01-01T00:00:00Z",schema:"0001-01-01T00:00:00Z",parentSchema:schema53.properties.recordedAt,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/recordedAt",schemaPath:"#/properties/recordedAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.recordedAt.type,parentSchema:schema53.properties.recordedAt,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.note !== undefined){
let data2 = data.note;
if(typeof data2 === "string"){
if(func1(data2) > 2000){
const err9 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema53.properties.note,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.note.type,parentSchema:schema53.properties.note,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
let data3 = data.source;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.source.type,parentSchema:schema53.properties.source,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data3 === "manual") || (data3 === "integration"))){
const err12 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema53.properties.source.enum},message:"must be equal to one of the allowed values",schema:schema53.properties.source.enum,parentSchema:schema53.properties.source,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createOpportunity_body = validate43;
const schema54 = {"type":"object","additionalProperties":false,"required":["title"],"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":20000},"estimatedCost":{"type":["number","null"],"minimum":0,"maximum":99999999999999,"description":"Financial; needs cost:read to read back."},"leadId":{"description":"The lead (a user UUID, or me).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"teamId":{"description":"The team (UUID or prefix).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$","description":"a team UUID or the team's prefix such as ENG"},{"type":"null"}]},"dueDate":{"type":["string","null"],"format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"content":{"type":"string","maxLength":200000,"description":"PRD body (markdown)."},"categoryId":{"type":["string","null"],"format":"uuid","description":"A category of the org; null clears it."},"tagIds":{"type":"array","maxItems":50,"uniqueItems":true,"items":{"type":"string","format":"uuid"},"description":"The whole tag set (UUIDs of the org's tags)."},"queuePosition":{"type":["integer","null"],"minimum":0,"maximum":2147483647},"patternPromotion":{"type":"object","additionalProperties":false,"required":["patternId"],"description":"Promote an open insight pattern: the new opportunity is linked to every insight of the pattern (also needs insight:update).","properties":{"patternId":{"type":"string","format":"uuid"}}},"initialState":{"type":"string","enum":["backlog","in_progress"],"default":"backlog","description":"in_progress with a workflowId also activates the first step."},"workflowId":{"type":["string","null"],"format":"uuid","description":"A template (defaultEntityType opportunity or any) driving delivery; its instance starts now."},"prdTemplateId":{"type":["string","null"],"format":"uuid","description":"A PRD template whose content becomes the PRD unless content is given."},"scores":{"type":"array","maxItems":50,"items":{"type":"object","additionalProperties":false,"required":["criterionId","value"],"properties":{"criterionId":{"type":"string","format":"uuid"},"value":{"type":"integer","minimum":1,"maximum":5}}}},"objectiveLinks":{"type":"array","maxItems":50,"items":{"type":"object","additionalProperties":false,"required":["objectiveId"],"properties":{"objectiveId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$","description":"an objective UUID or ref such as OBJ-3"},"kind":{"type":"string","enum":["primary","supporting"]}}}}},"$id":"createOpportunity_body"};
const func58 = Object.prototype.hasOwnProperty;
const pattern19 = new RegExp("^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$", "u");
const formats20 = require("ajv-formats/dist/formats").fullFormats.date;

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createOpportunity_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.initialState === undefined){
data.initialState = "backlog";
}
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func58.call(schema54.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema54.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema54.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.title.type,parentSchema:schema54.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 20000){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema54.properties.description,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.description.type,parentSchema:schema54.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.estimatedCost !== undefined){
let data2 = data.estimatedCost;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err7 = {instancePath:instancePath+"/estimatedCost",schemaPath:"#/properties/estimatedCost/type",keyword:"type",params:{type: schema54.properties.estimatedCost.type},message:"must be number,null",schema:schema54.properties.estimatedCost.type,parentSchema:schema54.properties.estimatedCost,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 99999999999999 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/estimatedCost",schemaPath:"#/properties/estimatedCost/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999999999},message:"must be <= 99999999999999",schema:99999999999999,parentSchema:schema54.properties.estimatedCost,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/estimatedCost",schemaPath:"#/properties/estimatedCost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54.properties.estimatedCost,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.leadId !== undefined){
let data3 = data.leadId;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err10 = {instancePath:instancePath+"/leadId",schemaPath:"#/properties/leadId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema54.properties.leadId.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/leadId",schemaPath:"#/properties/leadId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.leadId.anyOf[0].type,parentSchema:schema54.properties.leadId.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data3 !== null){
const err12 = {instancePath:instancePath+"/leadId",schemaPath:"#/properties/leadId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema54.properties.leadId.anyOf[1].type,parentSchema:schema54.properties.leadId.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err13 = {instancePath:instancePath+"/leadId",schemaPath:"#/properties/leadId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema54.properties.leadId.anyOf,parentSchema:schema54.properties.leadId,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.teamId !== undefined){
let data4 = data.teamId;
const _errs15 = errors;
let valid2 = false;
const _errs16 = errors;
if(typeof data4 === "string"){
if(!pattern19.test(data4)){
const err14 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$",parentSchema:schema54.properties.teamId.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.teamId.anyOf[0].type,parentSchema:schema54.properties.teamId.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid2 = valid2 || _valid1;
const _errs18 = errors;
if(data4 !== null){
const err16 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema54.properties.teamId.anyOf[1].type,parentSchema:schema54.properties.teamId.anyOf[1],data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err17 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema54.properties.teamId.anyOf,parentSchema:schema54.properties.teamId,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.dueDate !== undefined){
let data5 = data.dueDate;
if((typeof data5 !== "string") && (data5 !== null)){
const err18 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/type",keyword:"type",params:{type: schema54.properties.dueDate.type},message:"must be string,null",schema:schema54.properties.dueDate.type,parentSchema:schema54.properties.dueDate,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data5 === "string"){
if(!(formats20.validate(data5))){
const err19 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema54.properties.dueDate,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(formats20.compare(data5, "9999-12-31") > 0){
const err20 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema54.properties.dueDate,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(formats20.compare(data5, "0001-01-01") < 0){
const err21 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema54.properties.dueDate,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.content !== undefined){
let data6 = data.content;
if(typeof data6 === "string"){
if(func1(data6) > 200000){
const err22 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema54.properties.content,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.content.type,parentSchema:schema54.properties.content,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.categoryId !== undefined){
let data7 = data.categoryId;
if((typeof data7 !== "string") && (data7 !== null)){
const err24 = {instancePath:instancePath+"/categoryId",schemaPath:"#/properties/categoryId/type",keyword:"type",params:{type: schema54.properties.categoryId.type},message:"must be string,null",schema:schema54.properties.categoryId.type,parentSchema:schema54.properties.categoryId,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data7 === "string"){
if(!(formats0.test(data7))){
const err25 = {instancePath:instancePath+"/categoryId",schemaPath:"#/properties/categoryId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema54.properties.categoryId,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data.tagIds !== undefined){
let data8 = data.tagIds;
if(Array.isArray(data8)){
if(data8.length > 50){
const err26 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema54.properties.tagIds,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
const err27 = {instancePath:instancePath+"/tagIds/" + i0,schemaPath:"#/properties/tagIds/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema54.properties.tagIds.items,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/tagIds/" + i0,schemaPath:"#/properties/tagIds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.tagIds.items.type,parentSchema:schema54.properties.tagIds.items,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
let i1 = data8.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data8[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err29 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema54.properties.tagIds,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err30 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema54.properties.tagIds.type,parentSchema:schema54.properties.tagIds,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.queuePosition !== undefined){
let data10 = data.queuePosition;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err31 = {instancePath:instancePath+"/queuePosition",schemaPath:"#/properties/queuePosition/type",keyword:"type",params:{type: schema54.properties.queuePosition.type},message:"must be integer,null",schema:schema54.properties.queuePosition.type,parentSchema:schema54.properties.queuePosition,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 2147483647 || isNaN(data10)){
const err32 = {instancePath:instancePath+"/queuePosition",schemaPath:"#/properties/queuePosition/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema54.properties.queuePosition,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err33 = {instancePath:instancePath+"/queuePosition",schemaPath:"#/properties/queuePosition/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54.properties.queuePosition,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
if(data.patternPromotion !== undefined){
let data11 = data.patternPromotion;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.patternId === undefined){
const err34 = {instancePath:instancePath+"/patternPromotion",schemaPath:"#/properties/patternPromotion/required",keyword:"required",params:{missingProperty: "patternId"},message:"must have required property '"+"patternId"+"'",schema:schema54.properties.patternPromotion.required,parentSchema:schema54.properties.patternPromotion,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key1 in data11){
if(!(key1 === "patternId")){
const err35 = {instancePath:instancePath+"/patternPromotion",schemaPath:"#/properties/patternPromotion/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema54.properties.patternPromotion,data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data11.patternId !== undefined){
let data12 = data11.patternId;
if(typeof data12 === "string"){
if(!(formats0.test(data12))){
const err36 = {instancePath:instancePath+"/patternPromotion/patternId",schemaPath:"#/properties/patternPromotion/properties/patternId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema54.properties.patternPromotion.properties.patternId,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/patternPromotion/patternId",schemaPath:"#/properties/patternPromotion/properties/patternId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.patternPromotion.properties.patternId.type,parentSchema:schema54.properties.patternPromotion.properties.patternId,data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/patternPromotion",schemaPath:"#/properties/patternPromotion/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.properties.patternPromotion.type,parentSchema:schema54.properties.patternPromotion,data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
let data13 = data.initialState;
if(typeof data13 !== "string"){
const err39 = {instancePath:instancePath+"/initialState",schemaPath:"#/properties/initialState/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.initialState.type,parentSchema:schema54.properties.initialState,data:data13};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!((data13 === "backlog") || (data13 === "in_progress"))){
const err40 = {instancePath:instancePath+"/initialState",schemaPath:"#/properties/initialState/enum",keyword:"enum",params:{allowedValues: schema54.properties.initialState.enum},message:"must be equal to one of the allowed values",schema:schema54.properties.initialState.enum,parentSchema:schema54.properties.initialState,data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.workflowId !== undefined){
let data14 = data.workflowId;
if((typeof data14 !== "string") && (data14 !== null)){
const err41 = {instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/type",keyword:"type",params:{type: schema54.properties.workflowId.type},message:"must be string,null",schema:schema54.properties.workflowId.type,parentSchema:schema54.properties.workflowId,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(typeof data14 === "string"){
if(!(formats0.test(data14))){
const err42 = {instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema54.properties.workflowId,data:data14};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data.prdTemplateId !== undefined){
let data15 = data.prdTemplateId;
if((typeof data15 !== "string") && (data15 !== null)){
const err43 = {instancePath:instancePath+"/prdTemplateId",schemaPath:"#/properties/prdTemplateId/type",keyword:"type",params:{type: schema54.properties.prdTemplateId.type},message:"must be string,null",schema:schema54.properties.prdTemplateId.type,parentSchema:schema54.properties.prdTemplateId,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(typeof data15 === "string"){
if(!(formats0.test(data15))){
const err44 = {instancePath:instancePath+"/prdTemplateId",schemaPath:"#/properties/prdTemplateId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema54.properties.prdTemplateId,data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
if(data.scores !== undefined){
let data16 = data.scores;
if(Array.isArray(data16)){
if(data16.length > 50){
const err45 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema54.properties.scores,data:data16};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const len1 = data16.length;
for(let i2=0; i2<len1; i2++){
let data17 = data16[i2];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.criterionId === undefined){
const err46 = {instancePath:instancePath+"/scores/" + i2,schemaPath:"#/properties/scores/items/required",keyword:"required",params:{missingProperty: "criterionId"},message:"must have required property '"+"criterionId"+"'",schema:schema54.properties.scores.items.required,parentSchema:schema54.properties.scores.items,data:data17};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data17.value === undefined){
const err47 = {instancePath:instancePath+"/scores/" + i2,schemaPath:"#/properties/scores/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema54.properties.scores.items.required,parentSchema:schema54.properties.scores.items,data:data17};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
for(const key2 in data17){
if(!((key2 === "criterionId") || (key2 === "value"))){
const err48 = {instancePath:instancePath+"/scores/" + i2,schemaPath:"#/properties/scores/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema54.properties.scores.items,data:data17};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data17.criterionId !== undefined){
let data18 = data17.criterionId;
if(typeof data18 === "string"){
if(!(formats0.test(data18))){
const err49 = {instancePath:instancePath+"/scores/" + i2+"/criterionId",schemaPath:"#/properties/scores/items/properties/criterionId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema54.properties.scores.items.properties.criterionId,data:data18};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/scores/" + i2+"/criterionId",schemaPath:"#/properties/scores/items/properties/criterionId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.scores.items.properties.criterionId.type,parentSchema:schema54.properties.scores.items.properties.criterionId,data:data18};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data17.value !== undefined){
let data19 = data17.value;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err51 = {instancePath:instancePath+"/scores/" + i2+"/value",schemaPath:"#/properties/scores/items/properties/value/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema54.properties.scores.items.properties.value.type,parentSchema:schema54.properties.scores.items.properties.value,data:data19};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 5 || isNaN(data19)){
const err52 = {instancePath:instancePath+"/scores/" + i2+"/value",schemaPath:"#/properties/scores/items/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5",schema:5,parentSchema:schema54.properties.scores.items.properties.value,data:data19};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data19 < 1 || isNaN(data19)){
const err53 = {instancePath:instancePath+"/scores/" + i2+"/value",schemaPath:"#/properties/scores/items/properties/value/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema54.properties.scores.items.properties.value,data:data19};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
}
else {
const err54 = {instancePath:instancePath+"/scores/" + i2,schemaPath:"#/properties/scores/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.properties.scores.items.type,parentSchema:schema54.properties.scores.items,data:data17};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema54.properties.scores.type,parentSchema:schema54.properties.scores,data:data16};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.objectiveLinks !== undefined){
let data20 = data.objectiveLinks;
if(Array.isArray(data20)){
if(data20.length > 50){
const err56 = {instancePath:instancePath+"/objectiveLinks",schemaPath:"#/properties/objectiveLinks/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema54.properties.objectiveLinks,data:data20};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
const len2 = data20.length;
for(let i3=0; i3<len2; i3++){
let data21 = data20[i3];
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.objectiveId === undefined){
const err57 = {instancePath:instancePath+"/objectiveLinks/" + i3,schemaPath:"#/properties/objectiveLinks/items/required",keyword:"required",params:{missingProperty: "objectiveId"},message:"must have required property '"+"objectiveId"+"'",schema:schema54.properties.objectiveLinks.items.required,parentSchema:schema54.properties.objectiveLinks.items,data:data21};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key3 in data21){
if(!((key3 === "objectiveId") || (key3 === "kind"))){
const err58 = {instancePath:instancePath+"/objectiveLinks/" + i3,schemaPath:"#/properties/objectiveLinks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema54.properties.objectiveLinks.items,data:data21};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data21.objectiveId !== undefined){
let data22 = data21.objectiveId;
if(typeof data22 === "string"){
if(!pattern15.test(data22)){
const err59 = {instancePath:instancePath+"/objectiveLinks/" + i3+"/objectiveId",schemaPath:"#/properties/objectiveLinks/items/properties/objectiveId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$",parentSchema:schema54.properties.objectiveLinks.items.properties.objectiveId,data:data22};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/objectiveLinks/" + i3+"/objectiveId",schemaPath:"#/properties/objectiveLinks/items/properties/objectiveId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.objectiveLinks.items.properties.objectiveId.type,parentSchema:schema54.properties.objectiveLinks.items.properties.objectiveId,data:data22};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data21.kind !== undefined){
let data23 = data21.kind;
if(typeof data23 !== "string"){
const err61 = {instancePath:instancePath+"/objectiveLinks/" + i3+"/kind",schemaPath:"#/properties/objectiveLinks/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.objectiveLinks.items.properties.kind.type,parentSchema:schema54.properties.objectiveLinks.items.properties.kind,data:data23};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!((data23 === "primary") || (data23 === "supporting"))){
const err62 = {instancePath:instancePath+"/objectiveLinks/" + i3+"/kind",schemaPath:"#/properties/objectiveLinks/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema54.properties.objectiveLinks.items.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema54.properties.objectiveLinks.items.properties.kind.enum,parentSchema:schema54.properties.objectiveLinks.items.properties.kind,data:data23};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/objectiveLinks/" + i3,schemaPath:"#/properties/objectiveLinks/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.properties.objectiveLinks.items.type,parentSchema:schema54.properties.objectiveLinks.items,data:data21};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/objectiveLinks",schemaPath:"#/properties/objectiveLinks/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema54.properties.objectiveLinks.type,parentSchema:schema54.properties.objectiveLinks,data:data20};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.type,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateOpportunity_body = validate44;
const schema55 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":20000},"estimatedCost":{"type":["number","null"],"minimum":0,"maximum":99999999999999,"description":"Financial; needs cost:read to read back."},"leadId":{"description":"The lead (a user UUID, or me); null clears it.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"teamId":{"description":"The team (UUID or prefix); null clears it.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$","description":"a team UUID or the team's prefix such as ENG"},{"type":"null"}]},"dueDate":{"type":["string","null"],"format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"content":{"type":"string","maxLength":200000,"description":"PRD body (markdown)."},"categoryId":{"type":["string","null"],"format":"uuid","description":"A category of the org; null clears it."},"tagIds":{"type":"array","maxItems":50,"uniqueItems":true,"items":{"type":"string","format":"uuid"},"description":"The whole tag set (UUIDs of the org's tags)."},"queuePosition":{"type":["integer","null"],"minimum":0,"maximum":2147483647},"prd":{"type":"string","maxLength":200000,"description":"Alias of content."}},"$id":"updateOpportunity_body"};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateOpportunity_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func58.call(schema55.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema55.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema55.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.title.type,parentSchema:schema55.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 20000){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema55.properties.description,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.description.type,parentSchema:schema55.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.estimatedCost !== undefined){
let data2 = data.estimatedCost;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err7 = {instancePath:instancePath+"/estimatedCost",schemaPath:"#/properties/estimatedCost/type",keyword:"type",params:{type: schema55.properties.estimatedCost.type},message:"must be number,null",schema:schema55.properties.estimatedCost.type,parentSchema:schema55.properties.estimatedCost,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 99999999999999 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/estimatedCost",schemaPath:"#/properties/estimatedCost/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999999999},message:"must be <= 99999999999999",schema:99999999999999,parentSchema:schema55.properties.estimatedCost,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/estimatedCost",schemaPath:"#/properties/estimatedCost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.estimatedCost,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.leadId !== undefined){
let data3 = data.leadId;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err10 = {instancePath:instancePath+"/leadId",schemaPath:"#/properties/leadId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema55.properties.leadId.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/leadId",schemaPath:"#/properties/leadId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.leadId.anyOf[0].type,parentSchema:schema55.properties.leadId.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data3 !== null){
const err12 = {instancePath:instancePath+"/leadId",schemaPath:"#/properties/leadId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema55.properties.leadId.anyOf[1].type,parentSchema:schema55.properties.leadId.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err13 = {instancePath:instancePath+"/leadId",schemaPath:"#/properties/leadId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema55.properties.leadId.anyOf,parentSchema:schema55.properties.leadId,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.teamId !== undefined){
let data4 = data.teamId;
const _errs15 = errors;
let valid2 = false;
const _errs16 = errors;
if(typeof data4 === "string"){
if(!pattern19.test(data4)){
const err14 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$",parentSchema:schema55.properties.teamId.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.teamId.anyOf[0].type,parentSchema:schema55.properties.teamId.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid2 = valid2 || _valid1;
const _errs18 = errors;
if(data4 !== null){
const err16 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema55.properties.teamId.anyOf[1].type,parentSchema:schema55.properties.teamId.anyOf[1],data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err17 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema55.properties.teamId.anyOf,parentSchema:schema55.properties.teamId,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.dueDate !== undefined){
let data5 = data.dueDate;
if((typeof data5 !== "string") && (data5 !== null)){
const err18 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/type",keyword:"type",params:{type: schema55.properties.dueDate.type},message:"must be string,null",schema:schema55.properties.dueDate.type,parentSchema:schema55.properties.dueDate,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data5 === "string"){
if(!(formats20.validate(data5))){
const err19 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema55.properties.dueDate,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(formats20.compare(data5, "9999-12-31") > 0){
const err20 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema55.properties.dueDate,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(formats20.compare(data5, "0001-01-01") < 0){
const err21 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema55.properties.dueDate,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.content !== undefined){
let data6 = data.content;
if(typeof data6 === "string"){
if(func1(data6) > 200000){
const err22 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema55.properties.content,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.content.type,parentSchema:schema55.properties.content,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.categoryId !== undefined){
let data7 = data.categoryId;
if((typeof data7 !== "string") && (data7 !== null)){
const err24 = {instancePath:instancePath+"/categoryId",schemaPath:"#/properties/categoryId/type",keyword:"type",params:{type: schema55.properties.categoryId.type},message:"must be string,null",schema:schema55.properties.categoryId.type,parentSchema:schema55.properties.categoryId,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data7 === "string"){
if(!(formats0.test(data7))){
const err25 = {instancePath:instancePath+"/categoryId",schemaPath:"#/properties/categoryId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema55.properties.categoryId,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data.tagIds !== undefined){
let data8 = data.tagIds;
if(Array.isArray(data8)){
if(data8.length > 50){
const err26 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema55.properties.tagIds,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
const err27 = {instancePath:instancePath+"/tagIds/" + i0,schemaPath:"#/properties/tagIds/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema55.properties.tagIds.items,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/tagIds/" + i0,schemaPath:"#/properties/tagIds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.tagIds.items.type,parentSchema:schema55.properties.tagIds.items,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
let i1 = data8.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data8[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err29 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema55.properties.tagIds,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err30 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema55.properties.tagIds.type,parentSchema:schema55.properties.tagIds,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.queuePosition !== undefined){
let data10 = data.queuePosition;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err31 = {instancePath:instancePath+"/queuePosition",schemaPath:"#/properties/queuePosition/type",keyword:"type",params:{type: schema55.properties.queuePosition.type},message:"must be integer,null",schema:schema55.properties.queuePosition.type,parentSchema:schema55.properties.queuePosition,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 2147483647 || isNaN(data10)){
const err32 = {instancePath:instancePath+"/queuePosition",schemaPath:"#/properties/queuePosition/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema55.properties.queuePosition,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err33 = {instancePath:instancePath+"/queuePosition",schemaPath:"#/properties/queuePosition/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.queuePosition,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
if(data.prd !== undefined){
let data11 = data.prd;
if(typeof data11 === "string"){
if(func1(data11) > 200000){
const err34 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema55.properties.prd,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.prd.type,parentSchema:schema55.properties.prd,data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.type,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setOpportunityState_body = validate45;
const schema56 = {"type":"object","additionalProperties":false,"required":["state"],"properties":{"state":{"type":"string","enum":["backlog","in_progress","completed"]}},"$id":"setOpportunityState_body"};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setOpportunityState_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.state === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "state")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.state !== undefined){
let data0 = data.state;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.state.type,parentSchema:schema56.properties.state,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((data0 === "backlog") || (data0 === "in_progress")) || (data0 === "completed"))){
const err3 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema56.properties.state.enum},message:"must be equal to one of the allowed values",schema:schema56.properties.state.enum,parentSchema:schema56.properties.state,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema56.type,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const rejectOpportunity_body = validate46;
const schema57 = {"type":"object","additionalProperties":false,"required":["category","reason"],"properties":{"category":{"type":"string","enum":["no_demand","not_aligned","not_viable","not_now","duplicate","other"]},"reason":{"type":"string","minLength":1,"maxLength":2000}},"$id":"rejectOpportunity_body"};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="rejectOpportunity_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.category === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.reason === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "category") || (key0 === "reason"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.category !== undefined){
let data0 = data.category;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.category.type,parentSchema:schema57.properties.category,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((((((data0 === "no_demand") || (data0 === "not_aligned")) || (data0 === "not_viable")) || (data0 === "not_now")) || (data0 === "duplicate")) || (data0 === "other"))){
const err4 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/enum",keyword:"enum",params:{allowedValues: schema57.properties.category.enum},message:"must be equal to one of the allowed values",schema:schema57.properties.category.enum,parentSchema:schema57.properties.category,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.reason !== undefined){
let data1 = data.reason;
if(typeof data1 === "string"){
if(func1(data1) > 2000){
const err5 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema57.properties.reason,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema57.properties.reason,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.reason.type,parentSchema:schema57.properties.reason,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.type,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const applyOpportunityPrdTemplate_body = validate47;
const schema58 = {"type":"object","additionalProperties":false,"required":["templateId"],"properties":{"templateId":{"type":"string","format":"uuid","description":"A PRD template of the org (its UUID)."},"mode":{"type":"string","enum":["replace","append"],"default":"replace"}},"$id":"applyOpportunityPrdTemplate_body"};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="applyOpportunityPrdTemplate_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mode === undefined){
data.mode = "replace";
}
if(data.templateId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "templateId"},message:"must have required property '"+"templateId"+"'",schema:schema58.required,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "templateId") || (key0 === "mode"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.templateId !== undefined){
let data0 = data.templateId;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err2 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema58.properties.templateId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.templateId.type,parentSchema:schema58.properties.templateId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
let data1 = data.mode;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.mode.type,parentSchema:schema58.properties.mode,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === "replace") || (data1 === "append"))){
const err5 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema58.properties.mode.enum},message:"must be equal to one of the allowed values",schema:schema58.properties.mode.enum,parentSchema:schema58.properties.mode,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema58.type,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createOpportunityObjectiveLink_body = validate48;
const schema59 = {"type":"object","additionalProperties":false,"required":["objectiveId"],"properties":{"objectiveId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$","description":"an objective UUID or ref such as OBJ-3"},"kind":{"type":"string","enum":["primary","supporting"]}},"$id":"createOpportunityObjectiveLink_body"};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createOpportunityObjectiveLink_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.objectiveId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "objectiveId"},message:"must have required property '"+"objectiveId"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "objectiveId") || (key0 === "kind"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.objectiveId !== undefined){
let data0 = data.objectiveId;
if(typeof data0 === "string"){
if(!pattern15.test(data0)){
const err2 = {instancePath:instancePath+"/objectiveId",schemaPath:"#/properties/objectiveId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$",parentSchema:schema59.properties.objectiveId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/objectiveId",schemaPath:"#/properties/objectiveId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.objectiveId.type,parentSchema:schema59.properties.objectiveId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.kind.type,parentSchema:schema59.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === "primary") || (data1 === "supporting"))){
const err5 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema59.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema59.properties.kind.enum,parentSchema:schema59.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema59.type,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateOpportunityObjectiveLink_body = validate49;
const schema60 = {"type":"object","additionalProperties":false,"required":["newObjectiveId"],"properties":{"newObjectiveId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$","description":"an objective UUID or ref such as OBJ-3"}},"$id":"updateOpportunityObjectiveLink_body"};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateOpportunityObjectiveLink_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.newObjectiveId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "newObjectiveId"},message:"must have required property '"+"newObjectiveId"+"'",schema:schema60.required,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "newObjectiveId")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.newObjectiveId !== undefined){
let data0 = data.newObjectiveId;
if(typeof data0 === "string"){
if(!pattern15.test(data0)){
const err2 = {instancePath:instancePath+"/newObjectiveId",schemaPath:"#/properties/newObjectiveId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$",parentSchema:schema60.properties.newObjectiveId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/newObjectiveId",schemaPath:"#/properties/newObjectiveId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.newObjectiveId.type,parentSchema:schema60.properties.newObjectiveId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.type,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setOpportunityScore_body = validate50;
const schema61 = {"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"type":"integer","minimum":1,"maximum":5,"description":"1 (worst) to 5 (best; on an inverted criterion, the most of it)."}},"$id":"setOpportunityScore_body"};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setOpportunityScore_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "value")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.value !== undefined){
let data0 = data.value;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.value.type,parentSchema:schema61.properties.value,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 5 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5",schema:5,parentSchema:schema61.properties.value,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.value,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema61.type,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setOpportunityRiskVote_body = validate51;
const schema62 = {"type":"object","additionalProperties":false,"required":["vote"],"properties":{"vote":{"type":"string","enum":["approve","risky","reject"]},"note":{"type":["string","null"],"maxLength":2000,"description":"Why (optional); replaces the note of your earlier vote."}},"$id":"setOpportunityRiskVote_body"};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setOpportunityRiskVote_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.vote === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vote"},message:"must have required property '"+"vote"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "vote") || (key0 === "note"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.vote !== undefined){
let data0 = data.vote;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/vote",schemaPath:"#/properties/vote/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema62.properties.vote.type,parentSchema:schema62.properties.vote,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((data0 === "approve") || (data0 === "risky")) || (data0 === "reject"))){
const err3 = {instancePath:instancePath+"/vote",schemaPath:"#/properties/vote/enum",keyword:"enum",params:{allowedValues: schema62.properties.vote.enum},message:"must be equal to one of the allowed values",schema:schema62.properties.vote.enum,parentSchema:schema62.properties.vote,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.note !== undefined){
let data1 = data.note;
if((typeof data1 !== "string") && (data1 !== null)){
const err4 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: schema62.properties.note.type},message:"must be string,null",schema:schema62.properties.note.type,parentSchema:schema62.properties.note,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data1 === "string"){
if(func1(data1) > 2000){
const err5 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema62.properties.note,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.type,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createOpportunityPhase_body = validate52;
const schema63 = {"type":"object","additionalProperties":false,"required":["title"],"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"ownerId":{"description":"Who owns the phase (a user UUID, or me).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"targetDate":{"type":["string","null"],"format":"date","description":"When the phase should be done (YYYY-MM-DD); null or omitted means open ended.","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"}},"$id":"createOpportunityPhase_body"};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createOpportunityPhase_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "title") || (key0 === "ownerId")) || (key0 === "targetDate"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema63.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema63.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.title.type,parentSchema:schema63.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.ownerId !== undefined){
let data1 = data.ownerId;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err5 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema63.properties.ownerId.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.ownerId.anyOf[0].type,parentSchema:schema63.properties.ownerId.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err7 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema63.properties.ownerId.anyOf[1].type,parentSchema:schema63.properties.ownerId.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err8 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema63.properties.ownerId.anyOf,parentSchema:schema63.properties.ownerId,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.targetDate !== undefined){
let data2 = data.targetDate;
if((typeof data2 !== "string") && (data2 !== null)){
const err9 = {instancePath:instancePath+"/targetDate",schemaPath:"#/properties/targetDate/type",keyword:"type",params:{type: schema63.properties.targetDate.type},message:"must be string,null",schema:schema63.properties.targetDate.type,parentSchema:schema63.properties.targetDate,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data2 === "string"){
if(!(formats20.validate(data2))){
const err10 = {instancePath:instancePath+"/targetDate",schemaPath:"#/properties/targetDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema63.properties.targetDate,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(formats20.compare(data2, "9999-12-31") > 0){
const err11 = {instancePath:instancePath+"/targetDate",schemaPath:"#/properties/targetDate/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema63.properties.targetDate,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(formats20.compare(data2, "0001-01-01") < 0){
const err12 = {instancePath:instancePath+"/targetDate",schemaPath:"#/properties/targetDate/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema63.properties.targetDate,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const reorderOpportunityPhases_body = validate53;
const schema64 = {"type":"object","additionalProperties":false,"required":["phaseIds"],"properties":{"phaseIds":{"type":"array","maxItems":200,"items":{"type":"string","format":"uuid"},"description":"Every phase of the opportunity, once each, in delivery order."}},"$id":"reorderOpportunityPhases_body"};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="reorderOpportunityPhases_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.phaseIds === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phaseIds"},message:"must have required property '"+"phaseIds"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "phaseIds")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.phaseIds !== undefined){
let data0 = data.phaseIds;
if(Array.isArray(data0)){
if(data0.length > 200){
const err2 = {instancePath:instancePath+"/phaseIds",schemaPath:"#/properties/phaseIds/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema64.properties.phaseIds,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
const err3 = {instancePath:instancePath+"/phaseIds/" + i0,schemaPath:"#/properties/phaseIds/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema64.properties.phaseIds.items,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/phaseIds/" + i0,schemaPath:"#/properties/phaseIds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.phaseIds.items.type,parentSchema:schema64.properties.phaseIds.items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/phaseIds",schemaPath:"#/properties/phaseIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema64.properties.phaseIds.type,parentSchema:schema64.properties.phaseIds,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.type,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const postOpportunityUpdate_body = validate54;
const schema65 = {"type":"object","additionalProperties":false,"required":["body","health"],"properties":{"body":{"type":"string","minLength":1,"maxLength":10000,"description":"What happened since the last update (markdown)."},"health":{"type":"string","enum":["on_track","at_risk","off_track"]}},"$id":"postOpportunityUpdate_body"};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="postOpportunityUpdate_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.body === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.health === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "health"},message:"must have required property '"+"health"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "body") || (key0 === "health"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.body !== undefined){
let data0 = data.body;
if(typeof data0 === "string"){
if(func1(data0) > 10000){
const err3 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema65.properties.body,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.body,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.body.type,parentSchema:schema65.properties.body,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.health !== undefined){
let data1 = data.health;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/health",schemaPath:"#/properties/health/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.health.type,parentSchema:schema65.properties.health,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data1 === "on_track") || (data1 === "at_risk")) || (data1 === "off_track"))){
const err7 = {instancePath:instancePath+"/health",schemaPath:"#/properties/health/enum",keyword:"enum",params:{allowedValues: schema65.properties.health.enum},message:"must be equal to one of the allowed values",schema:schema65.properties.health.enum,parentSchema:schema65.properties.health,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.type,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const addOpportunityPrototype_body = validate55;
const schema66 = {"type":"object","additionalProperties":false,"properties":{"url":{"type":"string","minLength":8,"maxLength":2000,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://[^\\s]+$","description":"an http or https URL, such as https://www.figma.com/proto/abc123"},"fileId":{"type":"string","format":"uuid","description":"An uploaded file (instead of url)."}},"$id":"addOpportunityPrototype_body"};
const pattern26 = new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://[^\\s]+$", "u");

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="addOpportunityPrototype_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "url") || (key0 === "fileId"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.url !== undefined){
let data0 = data.url;
if(typeof data0 === "string"){
if(func1(data0) > 2000){
const err1 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema66.properties.url,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 8){
const err2 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters",schema:8,parentSchema:schema66.properties.url,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern26.test(data0)){
const err3 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s]+$"},message:"must match pattern \""+"^[Hh][Tt][Tt][Pp][Ss]?://[^\\s]+$"+"\"",schema:"^[Hh][Tt][Tt][Pp][Ss]?://[^\\s]+$",parentSchema:schema66.properties.url,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.url.type,parentSchema:schema66.properties.url,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.fileId !== undefined){
let data1 = data.fileId;
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
const err5 = {instancePath:instancePath+"/fileId",schemaPath:"#/properties/fileId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema66.properties.fileId,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/fileId",schemaPath:"#/properties/fileId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.fileId.type,parentSchema:schema66.properties.fileId,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.type,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createTask_body = validate56;
const schema67 = {"type":"object","additionalProperties":false,"required":["title"],"properties":{"title":{"type":"string","minLength":1,"maxLength":300},"description":{"type":"string","maxLength":20000},"content":{"type":"string","maxLength":200000,"description":"The engineering spec (markdown)."},"status":{"type":"string","enum":["backlog","todo","in_progress","completed","cancelled","duplicate"]},"priority":{"type":"string","enum":["low","medium","high","urgent"]},"opportunityId":{"description":"The opportunity (UUID or OPP-<n>); null makes an orphan task.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$","description":"an opportunity UUID or ref such as OPP-3"},{"type":"null"}]},"phaseId":{"type":["string","null"],"format":"uuid","description":"A phase of its opportunity."},"teamId":{"description":"The team (UUID or prefix).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$","description":"a team UUID or the team's prefix such as ENG"},{"type":"null"}]},"ownerId":{"description":"The owner (a user UUID, or me).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"parentTaskId":{"description":"The parent task (UUID or ref).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$","description":"a task UUID or ref such as ENG-12 (its team's prefix and number; TASK-12 for a task without a team)"},{"type":"null"}]},"subtaskMode":{"type":"string","enum":["standalone","sequential"],"description":"How its own subtasks run: sequential starts each only once the one before is completed."},"subtaskPosition":{"type":"integer","minimum":1,"maximum":100000,"description":"Place among the parent's subtasks (default last)."},"categoryId":{"type":["string","null"],"format":"uuid","description":"A category of the org; null clears it."},"tagIds":{"type":"array","maxItems":50,"uniqueItems":true,"items":{"type":"string","format":"uuid"},"description":"The whole tag set (UUIDs of the org's tags)."},"estimateMinutes":{"type":["integer","null"],"minimum":0,"maximum":1000000},"dueDate":{"type":["string","null"],"format":"date-time","formatMinimum":"0001-01-01T00:00:00Z","formatMaximum":"9999-12-31T23:59:59.999Z"},"workflowId":{"type":["string","null"],"format":"uuid","description":"A template that drives the task: an instance starts with it."}},"$id":"createTask_body"};
const pattern27 = new RegExp("^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$", "u");
const pattern30 = new RegExp("^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$", "u");

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createTask_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func58.call(schema67.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 300){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters",schema:300,parentSchema:schema67.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema67.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.title.type,parentSchema:schema67.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 20000){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema67.properties.description,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.description.type,parentSchema:schema67.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.content !== undefined){
let data2 = data.content;
if(typeof data2 === "string"){
if(func1(data2) > 200000){
const err7 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema67.properties.content,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.content.type,parentSchema:schema67.properties.content,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.status.type,parentSchema:schema67.properties.status,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((((data3 === "backlog") || (data3 === "todo")) || (data3 === "in_progress")) || (data3 === "completed")) || (data3 === "cancelled")) || (data3 === "duplicate"))){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema67.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema67.properties.status.enum,parentSchema:schema67.properties.status,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.priority !== undefined){
let data4 = data.priority;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.priority.type,parentSchema:schema67.properties.priority,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((data4 === "low") || (data4 === "medium")) || (data4 === "high")) || (data4 === "urgent"))){
const err12 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/enum",keyword:"enum",params:{allowedValues: schema67.properties.priority.enum},message:"must be equal to one of the allowed values",schema:schema67.properties.priority.enum,parentSchema:schema67.properties.priority,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.opportunityId !== undefined){
let data5 = data.opportunityId;
const _errs13 = errors;
let valid1 = false;
const _errs14 = errors;
if(typeof data5 === "string"){
if(!pattern27.test(data5)){
const err13 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$",parentSchema:schema67.properties.opportunityId.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.opportunityId.anyOf[0].type,parentSchema:schema67.properties.opportunityId.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
const _errs16 = errors;
if(data5 !== null){
const err15 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema67.properties.opportunityId.anyOf[1].type,parentSchema:schema67.properties.opportunityId.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err16 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema67.properties.opportunityId.anyOf,parentSchema:schema67.properties.opportunityId,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.phaseId !== undefined){
let data6 = data.phaseId;
if((typeof data6 !== "string") && (data6 !== null)){
const err17 = {instancePath:instancePath+"/phaseId",schemaPath:"#/properties/phaseId/type",keyword:"type",params:{type: schema67.properties.phaseId.type},message:"must be string,null",schema:schema67.properties.phaseId.type,parentSchema:schema67.properties.phaseId,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
const err18 = {instancePath:instancePath+"/phaseId",schemaPath:"#/properties/phaseId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema67.properties.phaseId,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.teamId !== undefined){
let data7 = data.teamId;
const _errs21 = errors;
let valid2 = false;
const _errs22 = errors;
if(typeof data7 === "string"){
if(!pattern19.test(data7)){
const err19 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$",parentSchema:schema67.properties.teamId.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.teamId.anyOf[0].type,parentSchema:schema67.properties.teamId.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid2 = valid2 || _valid1;
const _errs24 = errors;
if(data7 !== null){
const err21 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema67.properties.teamId.anyOf[1].type,parentSchema:schema67.properties.teamId.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err22 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema67.properties.teamId.anyOf,parentSchema:schema67.properties.teamId,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data.ownerId !== undefined){
let data8 = data.ownerId;
const _errs27 = errors;
let valid3 = false;
const _errs28 = errors;
if(typeof data8 === "string"){
if(!pattern7.test(data8)){
const err23 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema67.properties.ownerId.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.ownerId.anyOf[0].type,parentSchema:schema67.properties.ownerId.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid2 = _errs28 === errors;
valid3 = valid3 || _valid2;
const _errs30 = errors;
if(data8 !== null){
const err25 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema67.properties.ownerId.anyOf[1].type,parentSchema:schema67.properties.ownerId.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid2 = _errs30 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err26 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema67.properties.ownerId.anyOf,parentSchema:schema67.properties.ownerId,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
}
if(data.parentTaskId !== undefined){
let data9 = data.parentTaskId;
const _errs33 = errors;
let valid4 = false;
const _errs34 = errors;
if(typeof data9 === "string"){
if(!pattern30.test(data9)){
const err27 = {instancePath:instancePath+"/parentTaskId",schemaPath:"#/properties/parentTaskId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$",parentSchema:schema67.properties.parentTaskId.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/parentTaskId",schemaPath:"#/properties/parentTaskId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.parentTaskId.anyOf[0].type,parentSchema:schema67.properties.parentTaskId.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid3 = _errs34 === errors;
valid4 = valid4 || _valid3;
const _errs36 = errors;
if(data9 !== null){
const err29 = {instancePath:instancePath+"/parentTaskId",schemaPath:"#/properties/parentTaskId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema67.properties.parentTaskId.anyOf[1].type,parentSchema:schema67.properties.parentTaskId.anyOf[1],data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid3 = _errs36 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err30 = {instancePath:instancePath+"/parentTaskId",schemaPath:"#/properties/parentTaskId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema67.properties.parentTaskId.anyOf,parentSchema:schema67.properties.parentTaskId,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
if(data.subtaskMode !== undefined){
let data10 = data.subtaskMode;
if(typeof data10 !== "string"){
const err31 = {instancePath:instancePath+"/subtaskMode",schemaPath:"#/properties/subtaskMode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.subtaskMode.type,parentSchema:schema67.properties.subtaskMode,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!((data10 === "standalone") || (data10 === "sequential"))){
const err32 = {instancePath:instancePath+"/subtaskMode",schemaPath:"#/properties/subtaskMode/enum",keyword:"enum",params:{allowedValues: schema67.properties.subtaskMode.enum},message:"must be equal to one of the allowed values",schema:schema67.properties.subtaskMode.enum,parentSchema:schema67.properties.subtaskMode,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.subtaskPosition !== undefined){
let data11 = data.subtaskPosition;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err33 = {instancePath:instancePath+"/subtaskPosition",schemaPath:"#/properties/subtaskPosition/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema67.properties.subtaskPosition.type,parentSchema:schema67.properties.subtaskPosition,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100000 || isNaN(data11)){
const err34 = {instancePath:instancePath+"/subtaskPosition",schemaPath:"#/properties/subtaskPosition/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema67.properties.subtaskPosition,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err35 = {instancePath:instancePath+"/subtaskPosition",schemaPath:"#/properties/subtaskPosition/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema67.properties.subtaskPosition,data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.categoryId !== undefined){
let data12 = data.categoryId;
if((typeof data12 !== "string") && (data12 !== null)){
const err36 = {instancePath:instancePath+"/categoryId",schemaPath:"#/properties/categoryId/type",keyword:"type",params:{type: schema67.properties.categoryId.type},message:"must be string,null",schema:schema67.properties.categoryId.type,parentSchema:schema67.properties.categoryId,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data12 === "string"){
if(!(formats0.test(data12))){
const err37 = {instancePath:instancePath+"/categoryId",schemaPath:"#/properties/categoryId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema67.properties.categoryId,data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data.tagIds !== undefined){
let data13 = data.tagIds;
if(Array.isArray(data13)){
if(data13.length > 50){
const err38 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema67.properties.tagIds,data:data13};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(typeof data14 === "string"){
if(!(formats0.test(data14))){
const err39 = {instancePath:instancePath+"/tagIds/" + i0,schemaPath:"#/properties/tagIds/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema67.properties.tagIds.items,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/tagIds/" + i0,schemaPath:"#/properties/tagIds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.tagIds.items.type,parentSchema:schema67.properties.tagIds.items,data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
let i1 = data13.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data13[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err41 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema67.properties.tagIds,data:data13};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err42 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema67.properties.tagIds.type,parentSchema:schema67.properties.tagIds,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.estimateMinutes !== undefined){
let data15 = data.estimateMinutes;
if((!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) && (data15 !== null)){
const err43 = {instancePath:instancePath+"/estimateMinutes",schemaPath:"#/properties/estimateMinutes/type",keyword:"type",params:{type: schema67.properties.estimateMinutes.type},message:"must be integer,null",schema:schema67.properties.estimateMinutes.type,parentSchema:schema67.properties.estimateMinutes,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 1000000 || isNaN(data15)){
const err44 = {instancePath:instancePath+"/estimateMinutes",schemaPath:"#/properties/estimateMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema67.properties.estimateMinutes,data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err45 = {instancePath:instancePath+"/estimateMinutes",schemaPath:"#/properties/estimateMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema67.properties.estimateMinutes,data:data15};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data.dueDate !== undefined){
let data16 = data.dueDate;
if((typeof data16 !== "string") && (data16 !== null)){
const err46 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/type",keyword:"type",params:{type: schema67.properties.dueDate.type},message:"must be string,null",schema:schema67.properties.dueDate.type,parentSchema:schema67.properties.dueDate,data:data16};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(typeof data16 === "string"){
if(!(formats2.validate(data16))){
const err47 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema67.properties.dueDate,data:data16};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(formats2.compare(data16, "9999-12-31T23:59:59.999Z") > 0){
const err48 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31T23:59:59.999Z"},message:"should be <= "+"9999-12-31T23:59:59.999Z",schema:"9999-12-31T23:59:59.999Z",parentSchema:schema67.properties.dueDate,data:data16};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(formats2.compare(data16, "0001-01-01T00:00:00Z") < 0){
const err49 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01T00:00:00Z"},message:"should be >= "+"0001-01-01T00:00:00Z",schema:"0001-01-01T00:00:00Z",parentSchema:schema67.properties.dueDate,data:data16};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data.workflowId !== undefined){
let data17 = data.workflowId;
if((typeof data17 !== "string") && (data17 !== null)){
const err50 = {instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/type",keyword:"type",params:{type: schema67.properties.workflowId.type},message:"must be string,null",schema:schema67.properties.workflowId.type,parentSchema:schema67.properties.workflowId,data:data17};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(typeof data17 === "string"){
if(!(formats0.test(data17))){
const err51 = {instancePath:instancePath+"/workflowId",schemaPath:"#/properties/workflowId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema67.properties.workflowId,data:data17};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
}
else {
const err52 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateTask_body = validate57;
const schema68 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"title":{"type":"string","minLength":1,"maxLength":300},"description":{"type":"string","maxLength":20000},"content":{"type":"string","maxLength":200000,"description":"The engineering spec (markdown)."},"status":{"type":"string","enum":["backlog","todo","in_progress","completed","cancelled","duplicate"]},"priority":{"type":"string","enum":["low","medium","high","urgent"]},"opportunityId":{"description":"The opportunity (UUID or OPP-<n>); null makes an orphan task.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$","description":"an opportunity UUID or ref such as OPP-3"},{"type":"null"}]},"phaseId":{"type":["string","null"],"format":"uuid","description":"A phase of its opportunity; null unphases it."},"teamId":{"description":"The team (UUID or prefix); null clears it.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$","description":"a team UUID or the team's prefix such as ENG"},{"type":"null"}]},"ownerId":{"description":"The owner (a user UUID, or me); null clears it.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"parentTaskId":{"description":"The parent task (UUID or ref); null clears it.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$","description":"a task UUID or ref such as ENG-12 (its team's prefix and number; TASK-12 for a task without a team)"},{"type":"null"}]},"subtaskMode":{"type":"string","enum":["standalone","sequential"],"description":"How its own subtasks run: sequential starts each only once the one before is completed."},"subtaskPosition":{"type":"integer","minimum":1,"maximum":100000,"description":"Place among the parent's subtasks."},"categoryId":{"type":["string","null"],"format":"uuid","description":"A category of the org; null clears it."},"tagIds":{"type":"array","maxItems":50,"uniqueItems":true,"items":{"type":"string","format":"uuid"},"description":"The whole tag set (UUIDs of the org's tags)."},"estimateMinutes":{"type":["integer","null"],"minimum":0,"maximum":1000000},"dueDate":{"type":["string","null"],"format":"date-time","formatMinimum":"0001-01-01T00:00:00Z","formatMaximum":"9999-12-31T23:59:59.999Z"}},"$id":"updateTask_body"};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateTask_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func58.call(schema68.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 300){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters",schema:300,parentSchema:schema68.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema68.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.title.type,parentSchema:schema68.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 20000){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema68.properties.description,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.description.type,parentSchema:schema68.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.content !== undefined){
let data2 = data.content;
if(typeof data2 === "string"){
if(func1(data2) > 200000){
const err7 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema68.properties.content,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.content.type,parentSchema:schema68.properties.content,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.status.type,parentSchema:schema68.properties.status,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((((data3 === "backlog") || (data3 === "todo")) || (data3 === "in_progress")) || (data3 === "completed")) || (data3 === "cancelled")) || (data3 === "duplicate"))){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema68.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema68.properties.status.enum,parentSchema:schema68.properties.status,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.priority !== undefined){
let data4 = data.priority;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.priority.type,parentSchema:schema68.properties.priority,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((data4 === "low") || (data4 === "medium")) || (data4 === "high")) || (data4 === "urgent"))){
const err12 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/enum",keyword:"enum",params:{allowedValues: schema68.properties.priority.enum},message:"must be equal to one of the allowed values",schema:schema68.properties.priority.enum,parentSchema:schema68.properties.priority,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.opportunityId !== undefined){
let data5 = data.opportunityId;
const _errs13 = errors;
let valid1 = false;
const _errs14 = errors;
if(typeof data5 === "string"){
if(!pattern27.test(data5)){
const err13 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$",parentSchema:schema68.properties.opportunityId.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.opportunityId.anyOf[0].type,parentSchema:schema68.properties.opportunityId.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
const _errs16 = errors;
if(data5 !== null){
const err15 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema68.properties.opportunityId.anyOf[1].type,parentSchema:schema68.properties.opportunityId.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err16 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema68.properties.opportunityId.anyOf,parentSchema:schema68.properties.opportunityId,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.phaseId !== undefined){
let data6 = data.phaseId;
if((typeof data6 !== "string") && (data6 !== null)){
const err17 = {instancePath:instancePath+"/phaseId",schemaPath:"#/properties/phaseId/type",keyword:"type",params:{type: schema68.properties.phaseId.type},message:"must be string,null",schema:schema68.properties.phaseId.type,parentSchema:schema68.properties.phaseId,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
const err18 = {instancePath:instancePath+"/phaseId",schemaPath:"#/properties/phaseId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema68.properties.phaseId,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.teamId !== undefined){
let data7 = data.teamId;
const _errs21 = errors;
let valid2 = false;
const _errs22 = errors;
if(typeof data7 === "string"){
if(!pattern19.test(data7)){
const err19 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$",parentSchema:schema68.properties.teamId.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.teamId.anyOf[0].type,parentSchema:schema68.properties.teamId.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid2 = valid2 || _valid1;
const _errs24 = errors;
if(data7 !== null){
const err21 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema68.properties.teamId.anyOf[1].type,parentSchema:schema68.properties.teamId.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err22 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema68.properties.teamId.anyOf,parentSchema:schema68.properties.teamId,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data.ownerId !== undefined){
let data8 = data.ownerId;
const _errs27 = errors;
let valid3 = false;
const _errs28 = errors;
if(typeof data8 === "string"){
if(!pattern7.test(data8)){
const err23 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema68.properties.ownerId.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.ownerId.anyOf[0].type,parentSchema:schema68.properties.ownerId.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid2 = _errs28 === errors;
valid3 = valid3 || _valid2;
const _errs30 = errors;
if(data8 !== null){
const err25 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema68.properties.ownerId.anyOf[1].type,parentSchema:schema68.properties.ownerId.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid2 = _errs30 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err26 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema68.properties.ownerId.anyOf,parentSchema:schema68.properties.ownerId,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
}
if(data.parentTaskId !== undefined){
let data9 = data.parentTaskId;
const _errs33 = errors;
let valid4 = false;
const _errs34 = errors;
if(typeof data9 === "string"){
if(!pattern30.test(data9)){
const err27 = {instancePath:instancePath+"/parentTaskId",schemaPath:"#/properties/parentTaskId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$",parentSchema:schema68.properties.parentTaskId.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/parentTaskId",schemaPath:"#/properties/parentTaskId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.parentTaskId.anyOf[0].type,parentSchema:schema68.properties.parentTaskId.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid3 = _errs34 === errors;
valid4 = valid4 || _valid3;
const _errs36 = errors;
if(data9 !== null){
const err29 = {instancePath:instancePath+"/parentTaskId",schemaPath:"#/properties/parentTaskId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema68.properties.parentTaskId.anyOf[1].type,parentSchema:schema68.properties.parentTaskId.anyOf[1],data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid3 = _errs36 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err30 = {instancePath:instancePath+"/parentTaskId",schemaPath:"#/properties/parentTaskId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema68.properties.parentTaskId.anyOf,parentSchema:schema68.properties.parentTaskId,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
if(data.subtaskMode !== undefined){
let data10 = data.subtaskMode;
if(typeof data10 !== "string"){
const err31 = {instancePath:instancePath+"/subtaskMode",schemaPath:"#/properties/subtaskMode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.subtaskMode.type,parentSchema:schema68.properties.subtaskMode,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!((data10 === "standalone") || (data10 === "sequential"))){
const err32 = {instancePath:instancePath+"/subtaskMode",schemaPath:"#/properties/subtaskMode/enum",keyword:"enum",params:{allowedValues: schema68.properties.subtaskMode.enum},message:"must be equal to one of the allowed values",schema:schema68.properties.subtaskMode.enum,parentSchema:schema68.properties.subtaskMode,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.subtaskPosition !== undefined){
let data11 = data.subtaskPosition;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err33 = {instancePath:instancePath+"/subtaskPosition",schemaPath:"#/properties/subtaskPosition/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema68.properties.subtaskPosition.type,parentSchema:schema68.properties.subtaskPosition,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100000 || isNaN(data11)){
const err34 = {instancePath:instancePath+"/subtaskPosition",schemaPath:"#/properties/subtaskPosition/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema68.properties.subtaskPosition,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err35 = {instancePath:instancePath+"/subtaskPosition",schemaPath:"#/properties/subtaskPosition/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema68.properties.subtaskPosition,data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.categoryId !== undefined){
let data12 = data.categoryId;
if((typeof data12 !== "string") && (data12 !== null)){
const err36 = {instancePath:instancePath+"/categoryId",schemaPath:"#/properties/categoryId/type",keyword:"type",params:{type: schema68.properties.categoryId.type},message:"must be string,null",schema:schema68.properties.categoryId.type,parentSchema:schema68.properties.categoryId,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data12 === "string"){
if(!(formats0.test(data12))){
const err37 = {instancePath:instancePath+"/categoryId",schemaPath:"#/properties/categoryId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema68.properties.categoryId,data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data.tagIds !== undefined){
let data13 = data.tagIds;
if(Array.isArray(data13)){
if(data13.length > 50){
const err38 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema68.properties.tagIds,data:data13};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(typeof data14 === "string"){
if(!(formats0.test(data14))){
const err39 = {instancePath:instancePath+"/tagIds/" + i0,schemaPath:"#/properties/tagIds/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema68.properties.tagIds.items,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/tagIds/" + i0,schemaPath:"#/properties/tagIds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.tagIds.items.type,parentSchema:schema68.properties.tagIds.items,data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
let i1 = data13.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data13[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err41 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema68.properties.tagIds,data:data13};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err42 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema68.properties.tagIds.type,parentSchema:schema68.properties.tagIds,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.estimateMinutes !== undefined){
let data15 = data.estimateMinutes;
if((!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) && (data15 !== null)){
const err43 = {instancePath:instancePath+"/estimateMinutes",schemaPath:"#/properties/estimateMinutes/type",keyword:"type",params:{type: schema68.properties.estimateMinutes.type},message:"must be integer,null",schema:schema68.properties.estimateMinutes.type,parentSchema:schema68.properties.estimateMinutes,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 1000000 || isNaN(data15)){
const err44 = {instancePath:instancePath+"/estimateMinutes",schemaPath:"#/properties/estimateMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema68.properties.estimateMinutes,data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err45 = {instancePath:instancePath+"/estimateMinutes",schemaPath:"#/properties/estimateMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema68.properties.estimateMinutes,data:data15};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data.dueDate !== undefined){
let data16 = data.dueDate;
if((typeof data16 !== "string") && (data16 !== null)){
const err46 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/type",keyword:"type",params:{type: schema68.properties.dueDate.type},message:"must be string,null",schema:schema68.properties.dueDate.type,parentSchema:schema68.properties.dueDate,data:data16};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(typeof data16 === "string"){
if(!(formats2.validate(data16))){
const err47 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema68.properties.dueDate,data:data16};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(formats2.compare(data16, "9999-12-31T23:59:59.999Z") > 0){
const err48 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31T23:59:59.999Z"},message:"should be <= "+"9999-12-31T23:59:59.999Z",schema:"9999-12-31T23:59:59.999Z",parentSchema:schema68.properties.dueDate,data:data16};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(formats2.compare(data16, "0001-01-01T00:00:00Z") < 0){
const err49 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01T00:00:00Z"},message:"should be >= "+"0001-01-01T00:00:00Z",schema:"0001-01-01T00:00:00Z",parentSchema:schema68.properties.dueDate,data:data16};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema68.type,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setTaskStatus_body = validate58;
const schema69 = {"type":"object","additionalProperties":false,"required":["status"],"properties":{"status":{"type":"string","enum":["backlog","todo","in_progress","completed","cancelled","duplicate"]}},"$id":"setTaskStatus_body"};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setTaskStatus_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "status")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.status.type,parentSchema:schema69.properties.status,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((((data0 === "backlog") || (data0 === "todo")) || (data0 === "in_progress")) || (data0 === "completed")) || (data0 === "cancelled")) || (data0 === "duplicate"))){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema69.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema69.properties.status.enum,parentSchema:schema69.properties.status,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.type,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createTaskAssignment_body = validate59;
const schema70 = {"type":"object","additionalProperties":false,"required":["userId"],"properties":{"userId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},"estimatedHours":{"type":["number","null"],"minimum":0,"maximum":10000}},"$id":"createTaskAssignment_body"};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createTaskAssignment_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'",schema:schema70.required,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "userId") || (key0 === "estimatedHours"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.userId !== undefined){
let data0 = data.userId;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err2 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema70.properties.userId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema70.properties.userId.type,parentSchema:schema70.properties.userId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.estimatedHours !== undefined){
let data1 = data.estimatedHours;
if((!((typeof data1 == "number") && (isFinite(data1)))) && (data1 !== null)){
const err4 = {instancePath:instancePath+"/estimatedHours",schemaPath:"#/properties/estimatedHours/type",keyword:"type",params:{type: schema70.properties.estimatedHours.type},message:"must be number,null",schema:schema70.properties.estimatedHours.type,parentSchema:schema70.properties.estimatedHours,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 10000 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/estimatedHours",schemaPath:"#/properties/estimatedHours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema70.properties.estimatedHours,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/estimatedHours",schemaPath:"#/properties/estimatedHours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.estimatedHours,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.type,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateTaskAssignment_body = validate60;
const schema71 = {"type":"object","additionalProperties":false,"required":["estimatedHours"],"properties":{"estimatedHours":{"type":["number","null"],"minimum":0,"maximum":10000}},"$id":"updateTaskAssignment_body"};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateTaskAssignment_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.estimatedHours === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "estimatedHours"},message:"must have required property '"+"estimatedHours"+"'",schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "estimatedHours")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.estimatedHours !== undefined){
let data0 = data.estimatedHours;
if((!((typeof data0 == "number") && (isFinite(data0)))) && (data0 !== null)){
const err2 = {instancePath:instancePath+"/estimatedHours",schemaPath:"#/properties/estimatedHours/type",keyword:"type",params:{type: schema71.properties.estimatedHours.type},message:"must be number,null",schema:schema71.properties.estimatedHours.type,parentSchema:schema71.properties.estimatedHours,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 10000 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/estimatedHours",schemaPath:"#/properties/estimatedHours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema71.properties.estimatedHours,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/estimatedHours",schemaPath:"#/properties/estimatedHours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema71.properties.estimatedHours,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema71.type,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createTeam_body = validate61;
const schema72 = {"type":"object","additionalProperties":false,"required":["name","prefix"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":20000},"prefix":{"type":"string","pattern":"^[A-Z][A-Z0-9]{1,3}$","description":"2-4 characters: an upper-case letter, then upper-case letters or digits (TASK is reserved)"},"insightReviewerId":{"description":"Who reviews insights sent to the team (a user UUID, or me).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]}},"$id":"createTeam_body"};
const pattern36 = new RegExp("^[A-Z][A-Z0-9]{1,3}$", "u");

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createTeam_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema72.required,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.prefix === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prefix"},message:"must have required property '"+"prefix"+"'",schema:schema72.required,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "description")) || (key0 === "prefix")) || (key0 === "insightReviewerId"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema72.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema72.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.properties.name.type,parentSchema:schema72.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 20000){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema72.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.properties.description.type,parentSchema:schema72.properties.description,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.prefix !== undefined){
let data2 = data.prefix;
if(typeof data2 === "string"){
if(!pattern36.test(data2)){
const err8 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Z0-9]{1,3}$"},message:"must match pattern \""+"^[A-Z][A-Z0-9]{1,3}$"+"\"",schema:"^[A-Z][A-Z0-9]{1,3}$",parentSchema:schema72.properties.prefix,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.properties.prefix.type,parentSchema:schema72.properties.prefix,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.insightReviewerId !== undefined){
let data3 = data.insightReviewerId;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err10 = {instancePath:instancePath+"/insightReviewerId",schemaPath:"#/properties/insightReviewerId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema72.properties.insightReviewerId.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/insightReviewerId",schemaPath:"#/properties/insightReviewerId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.properties.insightReviewerId.anyOf[0].type,parentSchema:schema72.properties.insightReviewerId.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data3 !== null){
const err12 = {instancePath:instancePath+"/insightReviewerId",schemaPath:"#/properties/insightReviewerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema72.properties.insightReviewerId.anyOf[1].type,parentSchema:schema72.properties.insightReviewerId.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err13 = {instancePath:instancePath+"/insightReviewerId",schemaPath:"#/properties/insightReviewerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema72.properties.insightReviewerId.anyOf,parentSchema:schema72.properties.insightReviewerId,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema72.type,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateTeam_body = validate62;
const schema73 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":20000},"prefix":{"type":"string","pattern":"^[A-Z][A-Z0-9]{1,3}$","description":"2-4 characters: an upper-case letter, then upper-case letters or digits (TASK is reserved)"},"insightReviewerId":{"description":"Who reviews insights sent to the team (a user UUID, or me); null clears it.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"defaultPrdTemplateId":{"type":["string","null"],"format":"uuid","description":"The team's default PRD template: an org-wide one or one of this team's; null clears it."}},"$id":"updateTeam_body"};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateTeam_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "description")) || (key0 === "prefix")) || (key0 === "insightReviewerId")) || (key0 === "defaultPrdTemplateId"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema73.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema73.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.properties.name.type,parentSchema:schema73.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 20000){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema73.properties.description,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.properties.description.type,parentSchema:schema73.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.prefix !== undefined){
let data2 = data.prefix;
if(typeof data2 === "string"){
if(!pattern36.test(data2)){
const err7 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Z0-9]{1,3}$"},message:"must match pattern \""+"^[A-Z][A-Z0-9]{1,3}$"+"\"",schema:"^[A-Z][A-Z0-9]{1,3}$",parentSchema:schema73.properties.prefix,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.properties.prefix.type,parentSchema:schema73.properties.prefix,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.insightReviewerId !== undefined){
let data3 = data.insightReviewerId;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err9 = {instancePath:instancePath+"/insightReviewerId",schemaPath:"#/properties/insightReviewerId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema73.properties.insightReviewerId.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/insightReviewerId",schemaPath:"#/properties/insightReviewerId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.properties.insightReviewerId.anyOf[0].type,parentSchema:schema73.properties.insightReviewerId.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data3 !== null){
const err11 = {instancePath:instancePath+"/insightReviewerId",schemaPath:"#/properties/insightReviewerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema73.properties.insightReviewerId.anyOf[1].type,parentSchema:schema73.properties.insightReviewerId.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err12 = {instancePath:instancePath+"/insightReviewerId",schemaPath:"#/properties/insightReviewerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema73.properties.insightReviewerId.anyOf,parentSchema:schema73.properties.insightReviewerId,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.defaultPrdTemplateId !== undefined){
let data4 = data.defaultPrdTemplateId;
if((typeof data4 !== "string") && (data4 !== null)){
const err13 = {instancePath:instancePath+"/defaultPrdTemplateId",schemaPath:"#/properties/defaultPrdTemplateId/type",keyword:"type",params:{type: schema73.properties.defaultPrdTemplateId.type},message:"must be string,null",schema:schema73.properties.defaultPrdTemplateId.type,parentSchema:schema73.properties.defaultPrdTemplateId,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
const err14 = {instancePath:instancePath+"/defaultPrdTemplateId",schemaPath:"#/properties/defaultPrdTemplateId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema73.properties.defaultPrdTemplateId,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema73.type,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const addTeamMember_body = validate63;
const schema74 = {"type":"object","additionalProperties":false,"required":["userId"],"properties":{"userId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"}},"$id":"addTeamMember_body"};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="addTeamMember_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'",schema:schema74.required,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "userId")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.userId !== undefined){
let data0 = data.userId;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err2 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema74.properties.userId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.userId.type,parentSchema:schema74.properties.userId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.type,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateUser_body = validate64;
const schema75 = {"type":"object","additionalProperties":false,"minProperties":1,"dependentRequired":{"salaryMonthly":["salaryCurrency"],"salaryCurrency":["salaryMonthly"]},"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"email":{"type":"string","format":"email","maxLength":320},"orgRole":{"type":"string","enum":["engineer","pm","em","executive","admin","sales","operations"]},"salaryMonthly":{"type":["number","null"],"minimum":0,"maximum":999999999999},"salaryCurrency":{"type":["string","null"],"enum":["USD","EUR","GBP","CAD","AUD","CHF","SEK","NOK","DKK","JPY",null]},"weeklyHours":{"type":["integer","null"],"minimum":0,"maximum":168}},"$id":"updateUser_body"};
const formats78 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateUser_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "name") || (key0 === "email")) || (key0 === "orgRole")) || (key0 === "salaryMonthly")) || (key0 === "salaryCurrency")) || (key0 === "weeklyHours"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema75.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema75.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.name.type,parentSchema:schema75.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.email !== undefined){
let data1 = data.email;
if(typeof data1 === "string"){
if(func1(data1) > 320){
const err5 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters",schema:320,parentSchema:schema75.properties.email,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats78.test(data1))){
const err6 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema75.properties.email,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.email.type,parentSchema:schema75.properties.email,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.orgRole !== undefined){
let data2 = data.orgRole;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/orgRole",schemaPath:"#/properties/orgRole/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.orgRole.type,parentSchema:schema75.properties.orgRole,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((((((data2 === "engineer") || (data2 === "pm")) || (data2 === "em")) || (data2 === "executive")) || (data2 === "admin")) || (data2 === "sales")) || (data2 === "operations"))){
const err9 = {instancePath:instancePath+"/orgRole",schemaPath:"#/properties/orgRole/enum",keyword:"enum",params:{allowedValues: schema75.properties.orgRole.enum},message:"must be equal to one of the allowed values",schema:schema75.properties.orgRole.enum,parentSchema:schema75.properties.orgRole,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.salaryMonthly !== undefined){
let data3 = data.salaryMonthly;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err10 = {instancePath:instancePath+"/salaryMonthly",schemaPath:"#/properties/salaryMonthly/type",keyword:"type",params:{type: schema75.properties.salaryMonthly.type},message:"must be number,null",schema:schema75.properties.salaryMonthly.type,parentSchema:schema75.properties.salaryMonthly,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 999999999999 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/salaryMonthly",schemaPath:"#/properties/salaryMonthly/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999999999},message:"must be <= 999999999999",schema:999999999999,parentSchema:schema75.properties.salaryMonthly,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/salaryMonthly",schemaPath:"#/properties/salaryMonthly/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema75.properties.salaryMonthly,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.salaryCurrency !== undefined){
let data4 = data.salaryCurrency;
if((typeof data4 !== "string") && (data4 !== null)){
const err13 = {instancePath:instancePath+"/salaryCurrency",schemaPath:"#/properties/salaryCurrency/type",keyword:"type",params:{type: schema75.properties.salaryCurrency.type},message:"must be string,null",schema:schema75.properties.salaryCurrency.type,parentSchema:schema75.properties.salaryCurrency,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((((((((((data4 === "USD") || (data4 === "EUR")) || (data4 === "GBP")) || (data4 === "CAD")) || (data4 === "AUD")) || (data4 === "CHF")) || (data4 === "SEK")) || (data4 === "NOK")) || (data4 === "DKK")) || (data4 === "JPY")) || (data4 === null))){
const err14 = {instancePath:instancePath+"/salaryCurrency",schemaPath:"#/properties/salaryCurrency/enum",keyword:"enum",params:{allowedValues: schema75.properties.salaryCurrency.enum},message:"must be equal to one of the allowed values",schema:schema75.properties.salaryCurrency.enum,parentSchema:schema75.properties.salaryCurrency,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.weeklyHours !== undefined){
let data5 = data.weeklyHours;
if((!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) && (data5 !== null)){
const err15 = {instancePath:instancePath+"/weeklyHours",schemaPath:"#/properties/weeklyHours/type",keyword:"type",params:{type: schema75.properties.weeklyHours.type},message:"must be integer,null",schema:schema75.properties.weeklyHours.type,parentSchema:schema75.properties.weeklyHours,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 168 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/weeklyHours",schemaPath:"#/properties/weeklyHours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 168},message:"must be <= 168",schema:168,parentSchema:schema75.properties.weeklyHours,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/weeklyHours",schemaPath:"#/properties/weeklyHours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema75.properties.weeklyHours,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.salaryMonthly !== undefined){
if(data.salaryCurrency === undefined){
const err18 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "salaryMonthly",
    missingProperty: "salaryCurrency",
    depsCount: 1,
    deps: "salaryCurrency"},message:"must have property salaryCurrency when property salaryMonthly is present",schema:schema75.dependentRequired,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.salaryCurrency !== undefined){
if(data.salaryMonthly === undefined){
const err19 = {instancePath,schemaPath:"#/dependentRequired",keyword:"dependentRequired",params:{property: "salaryCurrency",
    missingProperty: "salaryMonthly",
    depsCount: 1,
    deps: "salaryMonthly"},message:"must have property salaryMonthly when property salaryCurrency is present",schema:schema75.dependentRequired,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema75.type,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createRoom_body = validate65;
const schema76 = {"type":"object","additionalProperties":false,"required":["name","memberIds"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":5000},"visibility":{"type":"string","enum":["open","private"],"default":"open"},"memberIds":{"type":"array","minItems":1,"maxItems":200,"description":"Users to add besides the caller (at least one other user).","items":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"}}},"$id":"createRoom_body"};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createRoom_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.visibility === undefined){
data.visibility = "open";
}
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.memberIds === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "memberIds"},message:"must have required property '"+"memberIds"+"'",schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "description")) || (key0 === "visibility")) || (key0 === "memberIds"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema76.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema76.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.name.type,parentSchema:schema76.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 5000){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema76.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.description.type,parentSchema:schema76.properties.description,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
let data2 = data.visibility;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.visibility.type,parentSchema:schema76.properties.visibility,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data2 === "open") || (data2 === "private"))){
const err9 = {instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/enum",keyword:"enum",params:{allowedValues: schema76.properties.visibility.enum},message:"must be equal to one of the allowed values",schema:schema76.properties.visibility.enum,parentSchema:schema76.properties.visibility,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.memberIds !== undefined){
let data3 = data.memberIds;
if(Array.isArray(data3)){
if(data3.length > 200){
const err10 = {instancePath:instancePath+"/memberIds",schemaPath:"#/properties/memberIds/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema76.properties.memberIds,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.length < 1){
const err11 = {instancePath:instancePath+"/memberIds",schemaPath:"#/properties/memberIds/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema76.properties.memberIds,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
const err12 = {instancePath:instancePath+"/memberIds/" + i0,schemaPath:"#/properties/memberIds/items/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema76.properties.memberIds.items,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/memberIds/" + i0,schemaPath:"#/properties/memberIds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.memberIds.items.type,parentSchema:schema76.properties.memberIds.items,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/memberIds",schemaPath:"#/properties/memberIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema76.properties.memberIds.type,parentSchema:schema76.properties.memberIds,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.type,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createDmRoom_body = validate66;
const schema77 = {"type":"object","additionalProperties":false,"required":["userId"],"properties":{"userId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"}},"$id":"createDmRoom_body"};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createDmRoom_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'",schema:schema77.required,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "userId")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.userId !== undefined){
let data0 = data.userId;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err2 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema77.properties.userId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.userId.type,parentSchema:schema77.properties.userId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.type,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateRoom_body = validate67;
const schema78 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":5000}},"$id":"updateRoom_body"};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateRoom_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "description"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema78.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema78.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.name.type,parentSchema:schema78.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 5000){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema78.properties.description,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.description.type,parentSchema:schema78.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.type,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const addRoomMember_body = validate68;
const schema79 = {"type":"object","additionalProperties":false,"required":["userId"],"properties":{"userId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},"role":{"type":"string","enum":["member","admin"],"description":"member (the default for a new member) or admin; left out, an existing member keeps their role."}},"$id":"addRoomMember_body"};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="addRoomMember_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'",schema:schema79.required,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "userId") || (key0 === "role"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.userId !== undefined){
let data0 = data.userId;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err2 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema79.properties.userId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.userId.type,parentSchema:schema79.properties.userId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.role !== undefined){
let data1 = data.role;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.role.type,parentSchema:schema79.properties.role,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === "member") || (data1 === "admin"))){
const err5 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema79.properties.role.enum},message:"must be equal to one of the allowed values",schema:schema79.properties.role.enum,parentSchema:schema79.properties.role,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema79.type,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateRoomMembership_body = validate69;
const schema80 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"joined":{"type":"boolean"},"pinned":{"type":"boolean"},"notificationLevel":{"type":"string","enum":["all","mentions","none"]}},"$id":"updateRoomMembership_body"};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateRoomMembership_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema80,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "joined") || (key0 === "pinned")) || (key0 === "notificationLevel"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema80,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.joined !== undefined){
let data0 = data.joined;
if(typeof data0 !== "boolean"){
const err2 = {instancePath:instancePath+"/joined",schemaPath:"#/properties/joined/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema80.properties.joined.type,parentSchema:schema80.properties.joined,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.pinned !== undefined){
let data1 = data.pinned;
if(typeof data1 !== "boolean"){
const err3 = {instancePath:instancePath+"/pinned",schemaPath:"#/properties/pinned/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema80.properties.pinned.type,parentSchema:schema80.properties.pinned,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.notificationLevel !== undefined){
let data2 = data.notificationLevel;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/notificationLevel",schemaPath:"#/properties/notificationLevel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema80.properties.notificationLevel.type,parentSchema:schema80.properties.notificationLevel,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data2 === "all") || (data2 === "mentions")) || (data2 === "none"))){
const err5 = {instancePath:instancePath+"/notificationLevel",schemaPath:"#/properties/notificationLevel/enum",keyword:"enum",params:{allowedValues: schema80.properties.notificationLevel.enum},message:"must be equal to one of the allowed values",schema:schema80.properties.notificationLevel.enum,parentSchema:schema80.properties.notificationLevel,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema80.type,parentSchema:schema80,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createMessage_body = validate70;
const schema81 = {"type":"object","additionalProperties":false,"required":["roomId","body"],"properties":{"body":{"type":"string","minLength":1,"maxLength":10000,"description":"Markdown text; @Name or @\"Full Name\" mentions notify that user."},"attachments":{"type":"array","maxItems":10,"uniqueItems":true,"items":{"type":"string","format":"uuid"},"description":"Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments."},"roomId":{"type":"string","format":"uuid","description":"Room UUID of a room you are a member of."},"parentId":{"type":"string","format":"uuid","description":"The message to reply to."}},"$id":"createMessage_body"};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createMessage_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.roomId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "roomId"},message:"must have required property '"+"roomId"+"'",schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.body === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'",schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "body") || (key0 === "attachments")) || (key0 === "roomId")) || (key0 === "parentId"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.body !== undefined){
let data0 = data.body;
if(typeof data0 === "string"){
if(func1(data0) > 10000){
const err3 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema81.properties.body,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema81.properties.body,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema81.properties.body.type,parentSchema:schema81.properties.body,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.attachments !== undefined){
let data1 = data.attachments;
if(Array.isArray(data1)){
if(data1.length > 10){
const err6 = {instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items",schema:10,parentSchema:schema81.properties.attachments,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
const err7 = {instancePath:instancePath+"/attachments/" + i0,schemaPath:"#/properties/attachments/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema81.properties.attachments.items,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/attachments/" + i0,schemaPath:"#/properties/attachments/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema81.properties.attachments.items.type,parentSchema:schema81.properties.attachments.items,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err9 = {instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema81.properties.attachments,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err10 = {instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema81.properties.attachments.type,parentSchema:schema81.properties.attachments,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.roomId !== undefined){
let data3 = data.roomId;
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
const err11 = {instancePath:instancePath+"/roomId",schemaPath:"#/properties/roomId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema81.properties.roomId,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/roomId",schemaPath:"#/properties/roomId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema81.properties.roomId.type,parentSchema:schema81.properties.roomId,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.parentId !== undefined){
let data4 = data.parentId;
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
const err13 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema81.properties.parentId,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema81.properties.parentId.type,parentSchema:schema81.properties.parentId,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema81.type,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateMessage_body = validate71;
const schema82 = {"type":"object","additionalProperties":false,"required":["body"],"properties":{"body":{"type":"string","minLength":1,"maxLength":10000,"description":"Markdown text; @Name or @\"Full Name\" mentions notify that user."},"attachments":{"type":"array","maxItems":10,"uniqueItems":true,"items":{"type":"string","format":"uuid"},"description":"Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments."}},"$id":"updateMessage_body"};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateMessage_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.body === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'",schema:schema82.required,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "body") || (key0 === "attachments"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.body !== undefined){
let data0 = data.body;
if(typeof data0 === "string"){
if(func1(data0) > 10000){
const err2 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema82.properties.body,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema82.properties.body,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.body.type,parentSchema:schema82.properties.body,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.attachments !== undefined){
let data1 = data.attachments;
if(Array.isArray(data1)){
if(data1.length > 10){
const err5 = {instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items",schema:10,parentSchema:schema82.properties.attachments,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
const err6 = {instancePath:instancePath+"/attachments/" + i0,schemaPath:"#/properties/attachments/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema82.properties.attachments.items,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/attachments/" + i0,schemaPath:"#/properties/attachments/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.attachments.items.type,parentSchema:schema82.properties.attachments.items,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err8 = {instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema82.properties.attachments,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err9 = {instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema82.properties.attachments.type,parentSchema:schema82.properties.attachments,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema82.type,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setMessagePinned_body = validate72;
const schema83 = {"type":"object","additionalProperties":false,"required":["pinned"],"properties":{"pinned":{"type":"boolean"}},"$id":"setMessagePinned_body"};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setMessagePinned_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pinned === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pinned"},message:"must have required property '"+"pinned"+"'",schema:schema83.required,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "pinned")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.pinned !== undefined){
let data0 = data.pinned;
if(typeof data0 !== "boolean"){
const err2 = {instancePath:instancePath+"/pinned",schemaPath:"#/properties/pinned/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema83.properties.pinned.type,parentSchema:schema83.properties.pinned,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema83.type,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setMessageReaction_body = validate73;
const schema84 = {"type":"object","additionalProperties":false,"required":["emoji","on"],"properties":{"emoji":{"type":"string","minLength":1,"maxLength":64,"pattern":"^\\S+$","description":"one emoji or a shortcode without spaces, such as 👍 or :rocket:"},"on":{"type":"boolean"}},"$id":"setMessageReaction_body"};
const pattern44 = new RegExp("^\\S+$", "u");

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setMessageReaction_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.emoji === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emoji"},message:"must have required property '"+"emoji"+"'",schema:schema84.required,parentSchema:schema84,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.on === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "on"},message:"must have required property '"+"on"+"'",schema:schema84.required,parentSchema:schema84,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "emoji") || (key0 === "on"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema84,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.emoji !== undefined){
let data0 = data.emoji;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err3 = {instancePath:instancePath+"/emoji",schemaPath:"#/properties/emoji/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema84.properties.emoji,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/emoji",schemaPath:"#/properties/emoji/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema84.properties.emoji,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern44.test(data0)){
const err5 = {instancePath:instancePath+"/emoji",schemaPath:"#/properties/emoji/pattern",keyword:"pattern",params:{pattern: "^\\S+$"},message:"must match pattern \""+"^\\S+$"+"\"",schema:"^\\S+$",parentSchema:schema84.properties.emoji,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/emoji",schemaPath:"#/properties/emoji/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema84.properties.emoji.type,parentSchema:schema84.properties.emoji,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.on !== undefined){
let data1 = data.on;
if(typeof data1 !== "boolean"){
const err7 = {instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema84.properties.on.type,parentSchema:schema84.properties.on,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema84.type,parentSchema:schema84,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createComment_body = validate74;
const schema85 = {"type":"object","additionalProperties":false,"required":["entityType","entityId","body"],"properties":{"body":{"type":"string","minLength":1,"maxLength":10000,"description":"Markdown text; @Name or @\"Full Name\" mentions notify that user."},"attachments":{"type":"array","maxItems":10,"uniqueItems":true,"items":{"type":"string","format":"uuid"},"description":"Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments."},"entityType":{"type":"string","description":"The kind of entity a comment thread belongs to.","enum":["vision","objective","metric","opportunity","task"]},"entityId":{"type":"string","minLength":1,"maxLength":100,"description":"Entity UUID or ref (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12)."},"parentId":{"type":"string","format":"uuid","description":"The comment to reply to."}},"$id":"createComment_body"};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createComment_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entityType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityType"},message:"must have required property '"+"entityType"+"'",schema:schema85.required,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'",schema:schema85.required,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.body === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'",schema:schema85.required,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "body") || (key0 === "attachments")) || (key0 === "entityType")) || (key0 === "entityId")) || (key0 === "parentId"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.body !== undefined){
let data0 = data.body;
if(typeof data0 === "string"){
if(func1(data0) > 10000){
const err4 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema85.properties.body,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema85.properties.body,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema85.properties.body.type,parentSchema:schema85.properties.body,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.attachments !== undefined){
let data1 = data.attachments;
if(Array.isArray(data1)){
if(data1.length > 10){
const err7 = {instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items",schema:10,parentSchema:schema85.properties.attachments,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
const err8 = {instancePath:instancePath+"/attachments/" + i0,schemaPath:"#/properties/attachments/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema85.properties.attachments.items,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/attachments/" + i0,schemaPath:"#/properties/attachments/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema85.properties.attachments.items.type,parentSchema:schema85.properties.attachments.items,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err10 = {instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema85.properties.attachments,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err11 = {instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema85.properties.attachments.type,parentSchema:schema85.properties.attachments,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.entityType !== undefined){
let data3 = data.entityType;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema85.properties.entityType.type,parentSchema:schema85.properties.entityType,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((((data3 === "vision") || (data3 === "objective")) || (data3 === "metric")) || (data3 === "opportunity")) || (data3 === "task"))){
const err13 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/enum",keyword:"enum",params:{allowedValues: schema85.properties.entityType.enum},message:"must be equal to one of the allowed values",schema:schema85.properties.entityType.enum,parentSchema:schema85.properties.entityType,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.entityId !== undefined){
let data4 = data.entityId;
if(typeof data4 === "string"){
if(func1(data4) > 100){
const err14 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema85.properties.entityId,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func1(data4) < 1){
const err15 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema85.properties.entityId,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema85.properties.entityId.type,parentSchema:schema85.properties.entityId,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.parentId !== undefined){
let data5 = data.parentId;
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err17 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema85.properties.parentId,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema85.properties.parentId.type,parentSchema:schema85.properties.parentId,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema85.type,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateComment_body = validate75;
const schema86 = {"type":"object","additionalProperties":false,"required":["body"],"properties":{"body":{"type":"string","minLength":1,"maxLength":10000,"description":"Markdown text; @Name or @\"Full Name\" mentions notify that user."},"attachments":{"type":"array","maxItems":10,"uniqueItems":true,"items":{"type":"string","format":"uuid"},"description":"Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments."}},"$id":"updateComment_body"};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateComment_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.body === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'",schema:schema86.required,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "body") || (key0 === "attachments"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.body !== undefined){
let data0 = data.body;
if(typeof data0 === "string"){
if(func1(data0) > 10000){
const err2 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema86.properties.body,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema86.properties.body,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema86.properties.body.type,parentSchema:schema86.properties.body,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.attachments !== undefined){
let data1 = data.attachments;
if(Array.isArray(data1)){
if(data1.length > 10){
const err5 = {instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items",schema:10,parentSchema:schema86.properties.attachments,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
const err6 = {instancePath:instancePath+"/attachments/" + i0,schemaPath:"#/properties/attachments/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema86.properties.attachments.items,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/attachments/" + i0,schemaPath:"#/properties/attachments/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema86.properties.attachments.items.type,parentSchema:schema86.properties.attachments.items,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err8 = {instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema86.properties.attachments,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err9 = {instancePath:instancePath+"/attachments",schemaPath:"#/properties/attachments/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema86.properties.attachments.type,parentSchema:schema86.properties.attachments,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema86.type,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setCommentArchived_body = validate76;
const schema87 = {"type":"object","additionalProperties":false,"required":["archived"],"properties":{"archived":{"type":"boolean"}},"$id":"setCommentArchived_body"};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setCommentArchived_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.archived === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "archived"},message:"must have required property '"+"archived"+"'",schema:schema87.required,parentSchema:schema87,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "archived")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema87,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.archived !== undefined){
let data0 = data.archived;
if(typeof data0 !== "boolean"){
const err2 = {instancePath:instancePath+"/archived",schemaPath:"#/properties/archived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema87.properties.archived.type,parentSchema:schema87.properties.archived,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema87.type,parentSchema:schema87,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setCommentReaction_body = validate77;
const schema88 = {"type":"object","additionalProperties":false,"required":["emoji","on"],"properties":{"emoji":{"type":"string","minLength":1,"maxLength":64,"pattern":"^\\S+$","description":"one emoji or a shortcode without spaces, such as 👍 or :rocket:"},"on":{"type":"boolean"}},"$id":"setCommentReaction_body"};

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setCommentReaction_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.emoji === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emoji"},message:"must have required property '"+"emoji"+"'",schema:schema88.required,parentSchema:schema88,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.on === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "on"},message:"must have required property '"+"on"+"'",schema:schema88.required,parentSchema:schema88,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "emoji") || (key0 === "on"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema88,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.emoji !== undefined){
let data0 = data.emoji;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err3 = {instancePath:instancePath+"/emoji",schemaPath:"#/properties/emoji/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema88.properties.emoji,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/emoji",schemaPath:"#/properties/emoji/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema88.properties.emoji,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern44.test(data0)){
const err5 = {instancePath:instancePath+"/emoji",schemaPath:"#/properties/emoji/pattern",keyword:"pattern",params:{pattern: "^\\S+$"},message:"must match pattern \""+"^\\S+$"+"\"",schema:"^\\S+$",parentSchema:schema88.properties.emoji,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/emoji",schemaPath:"#/properties/emoji/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema88.properties.emoji.type,parentSchema:schema88.properties.emoji,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.on !== undefined){
let data1 = data.on;
if(typeof data1 !== "boolean"){
const err7 = {instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema88.properties.on.type,parentSchema:schema88.properties.on,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema88.type,parentSchema:schema88,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createTemplate_body = validate78;
const schema89 = {"type":"object","additionalProperties":false,"required":["name","defaultEntityType"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":5000},"defaultEntityType":{"type":"string","description":"What a template drives — opportunity delivery, task work, or customer onboarding (customer).","enum":["opportunity","task","customer"]},"isDefault":{"type":"boolean","default":false},"steps":{"type":"array","maxItems":50,"items":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":5000},"defaultDriUserId":{"description":"Who owns the step when an instance starts (a user UUID, or me).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"defaultDriRole":{"type":["string","null"],"enum":["engineer","pm","em","executive","admin","sales","operations",null],"description":"An org role: the entity's lead or owner owns the step when they hold it and no user is set."},"slaHours":{"type":["integer","null"],"minimum":1,"maximum":87600,"description":"Hours from activation until the step is due."}}}}},"$id":"createTemplate_body"};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createTemplate_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.isDefault === undefined){
data.isDefault = false;
}
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.defaultEntityType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "defaultEntityType"},message:"must have required property '"+"defaultEntityType"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "description")) || (key0 === "defaultEntityType")) || (key0 === "isDefault")) || (key0 === "steps"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema89.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema89.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.name.type,parentSchema:schema89.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 5000){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema89.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.description.type,parentSchema:schema89.properties.description,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.defaultEntityType !== undefined){
let data2 = data.defaultEntityType;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/defaultEntityType",schemaPath:"#/properties/defaultEntityType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.defaultEntityType.type,parentSchema:schema89.properties.defaultEntityType,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data2 === "opportunity") || (data2 === "task")) || (data2 === "customer"))){
const err9 = {instancePath:instancePath+"/defaultEntityType",schemaPath:"#/properties/defaultEntityType/enum",keyword:"enum",params:{allowedValues: schema89.properties.defaultEntityType.enum},message:"must be equal to one of the allowed values",schema:schema89.properties.defaultEntityType.enum,parentSchema:schema89.properties.defaultEntityType,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
let data3 = data.isDefault;
if(typeof data3 !== "boolean"){
const err10 = {instancePath:instancePath+"/isDefault",schemaPath:"#/properties/isDefault/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema89.properties.isDefault.type,parentSchema:schema89.properties.isDefault,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.steps !== undefined){
let data4 = data.steps;
if(Array.isArray(data4)){
if(data4.length > 50){
const err11 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema89.properties.steps,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.title === undefined){
const err12 = {instancePath:instancePath+"/steps/" + i0,schemaPath:"#/properties/steps/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema89.properties.steps.items.required,parentSchema:schema89.properties.steps.items,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data5){
if(!(((((key1 === "title") || (key1 === "description")) || (key1 === "defaultDriUserId")) || (key1 === "defaultDriRole")) || (key1 === "slaHours"))){
const err13 = {instancePath:instancePath+"/steps/" + i0,schemaPath:"#/properties/steps/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema89.properties.steps.items,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.title !== undefined){
let data6 = data5.title;
if(typeof data6 === "string"){
if(func1(data6) > 200){
const err14 = {instancePath:instancePath+"/steps/" + i0+"/title",schemaPath:"#/properties/steps/items/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema89.properties.steps.items.properties.title,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func1(data6) < 1){
const err15 = {instancePath:instancePath+"/steps/" + i0+"/title",schemaPath:"#/properties/steps/items/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema89.properties.steps.items.properties.title,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/steps/" + i0+"/title",schemaPath:"#/properties/steps/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.steps.items.properties.title.type,parentSchema:schema89.properties.steps.items.properties.title,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.description !== undefined){
let data7 = data5.description;
if(typeof data7 === "string"){
if(func1(data7) > 5000){
const err17 = {instancePath:instancePath+"/steps/" + i0+"/description",schemaPath:"#/properties/steps/items/properties/description/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema89.properties.steps.items.properties.description,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/steps/" + i0+"/description",schemaPath:"#/properties/steps/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.steps.items.properties.description.type,parentSchema:schema89.properties.steps.items.properties.description,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.defaultDriUserId !== undefined){
let data8 = data5.defaultDriUserId;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(typeof data8 === "string"){
if(!pattern7.test(data8)){
const err19 = {instancePath:instancePath+"/steps/" + i0+"/defaultDriUserId",schemaPath:"#/properties/steps/items/properties/defaultDriUserId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema89.properties.steps.items.properties.defaultDriUserId.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/steps/" + i0+"/defaultDriUserId",schemaPath:"#/properties/steps/items/properties/defaultDriUserId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.steps.items.properties.defaultDriUserId.anyOf[0].type,parentSchema:schema89.properties.steps.items.properties.defaultDriUserId.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid4 = valid4 || _valid0;
const _errs23 = errors;
if(data8 !== null){
const err21 = {instancePath:instancePath+"/steps/" + i0+"/defaultDriUserId",schemaPath:"#/properties/steps/items/properties/defaultDriUserId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema89.properties.steps.items.properties.defaultDriUserId.anyOf[1].type,parentSchema:schema89.properties.steps.items.properties.defaultDriUserId.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err22 = {instancePath:instancePath+"/steps/" + i0+"/defaultDriUserId",schemaPath:"#/properties/steps/items/properties/defaultDriUserId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema89.properties.steps.items.properties.defaultDriUserId.anyOf,parentSchema:schema89.properties.steps.items.properties.defaultDriUserId,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data5.defaultDriRole !== undefined){
let data9 = data5.defaultDriRole;
if((typeof data9 !== "string") && (data9 !== null)){
const err23 = {instancePath:instancePath+"/steps/" + i0+"/defaultDriRole",schemaPath:"#/properties/steps/items/properties/defaultDriRole/type",keyword:"type",params:{type: schema89.properties.steps.items.properties.defaultDriRole.type},message:"must be string,null",schema:schema89.properties.steps.items.properties.defaultDriRole.type,parentSchema:schema89.properties.steps.items.properties.defaultDriRole,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!((((((((data9 === "engineer") || (data9 === "pm")) || (data9 === "em")) || (data9 === "executive")) || (data9 === "admin")) || (data9 === "sales")) || (data9 === "operations")) || (data9 === null))){
const err24 = {instancePath:instancePath+"/steps/" + i0+"/defaultDriRole",schemaPath:"#/properties/steps/items/properties/defaultDriRole/enum",keyword:"enum",params:{allowedValues: schema89.properties.steps.items.properties.defaultDriRole.enum},message:"must be equal to one of the allowed values",schema:schema89.properties.steps.items.properties.defaultDriRole.enum,parentSchema:schema89.properties.steps.items.properties.defaultDriRole,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data5.slaHours !== undefined){
let data10 = data5.slaHours;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err25 = {instancePath:instancePath+"/steps/" + i0+"/slaHours",schemaPath:"#/properties/steps/items/properties/slaHours/type",keyword:"type",params:{type: schema89.properties.steps.items.properties.slaHours.type},message:"must be integer,null",schema:schema89.properties.steps.items.properties.slaHours.type,parentSchema:schema89.properties.steps.items.properties.slaHours,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 87600 || isNaN(data10)){
const err26 = {instancePath:instancePath+"/steps/" + i0+"/slaHours",schemaPath:"#/properties/steps/items/properties/slaHours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 87600},message:"must be <= 87600",schema:87600,parentSchema:schema89.properties.steps.items.properties.slaHours,data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data10 < 1 || isNaN(data10)){
const err27 = {instancePath:instancePath+"/steps/" + i0+"/slaHours",schemaPath:"#/properties/steps/items/properties/slaHours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema89.properties.steps.items.properties.slaHours,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
}
else {
const err28 = {instancePath:instancePath+"/steps/" + i0,schemaPath:"#/properties/steps/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema89.properties.steps.items.type,parentSchema:schema89.properties.steps.items,data:data5};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema89.properties.steps.type,parentSchema:schema89.properties.steps,data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema89.type,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const handoffTemplateStep_body = validate79;
const schema90 = {"type":"object","additionalProperties":false,"required":["stepInstanceId"],"properties":{"stepInstanceId":{"type":"string","format":"uuid","description":"The step instance to activate."},"markComplete":{"type":"boolean","default":true,"description":"Complete the active step (true) or pause it (false)."},"message":{"type":"string","maxLength":5000,"description":"What the next owner needs to know."}},"$id":"handoffTemplateStep_body"};

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="handoffTemplateStep_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.markComplete === undefined){
data.markComplete = true;
}
if(data.stepInstanceId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stepInstanceId"},message:"must have required property '"+"stepInstanceId"+"'",schema:schema90.required,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "stepInstanceId") || (key0 === "markComplete")) || (key0 === "message"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.stepInstanceId !== undefined){
let data0 = data.stepInstanceId;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err2 = {instancePath:instancePath+"/stepInstanceId",schemaPath:"#/properties/stepInstanceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema90.properties.stepInstanceId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/stepInstanceId",schemaPath:"#/properties/stepInstanceId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema90.properties.stepInstanceId.type,parentSchema:schema90.properties.stepInstanceId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
let data1 = data.markComplete;
if(typeof data1 !== "boolean"){
const err4 = {instancePath:instancePath+"/markComplete",schemaPath:"#/properties/markComplete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema90.properties.markComplete.type,parentSchema:schema90.properties.markComplete,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.message !== undefined){
let data2 = data.message;
if(typeof data2 === "string"){
if(func1(data2) > 5000){
const err5 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema90.properties.message,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema90.properties.message.type,parentSchema:schema90.properties.message,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema90.type,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateTemplateStep_body = validate80;
const schema91 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":5000},"defaultDriUserId":{"description":"Who owns the step when an instance starts (a user UUID, or me).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"defaultDriRole":{"type":["string","null"],"enum":["engineer","pm","em","executive","admin","sales","operations",null],"description":"An org role: the entity's lead or owner owns the step when they hold it and no user is set."},"slaHours":{"type":["integer","null"],"minimum":1,"maximum":87600,"description":"Hours from activation until the step is due."},"position":{"type":"integer","minimum":1,"maximum":1000,"description":"1-based among the non-terminal steps."}},"$id":"updateTemplateStep_body"};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateTemplateStep_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "title") || (key0 === "description")) || (key0 === "defaultDriUserId")) || (key0 === "defaultDriRole")) || (key0 === "slaHours")) || (key0 === "position"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema91.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema91.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema91.properties.title.type,parentSchema:schema91.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 5000){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema91.properties.description,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema91.properties.description.type,parentSchema:schema91.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.defaultDriUserId !== undefined){
let data2 = data.defaultDriUserId;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(typeof data2 === "string"){
if(!pattern7.test(data2)){
const err7 = {instancePath:instancePath+"/defaultDriUserId",schemaPath:"#/properties/defaultDriUserId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema91.properties.defaultDriUserId.anyOf[0],data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/defaultDriUserId",schemaPath:"#/properties/defaultDriUserId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema91.properties.defaultDriUserId.anyOf[0].type,parentSchema:schema91.properties.defaultDriUserId.anyOf[0],data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err9 = {instancePath:instancePath+"/defaultDriUserId",schemaPath:"#/properties/defaultDriUserId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema91.properties.defaultDriUserId.anyOf[1].type,parentSchema:schema91.properties.defaultDriUserId.anyOf[1],data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err10 = {instancePath:instancePath+"/defaultDriUserId",schemaPath:"#/properties/defaultDriUserId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema91.properties.defaultDriUserId.anyOf,parentSchema:schema91.properties.defaultDriUserId,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.defaultDriRole !== undefined){
let data3 = data.defaultDriRole;
if((typeof data3 !== "string") && (data3 !== null)){
const err11 = {instancePath:instancePath+"/defaultDriRole",schemaPath:"#/properties/defaultDriRole/type",keyword:"type",params:{type: schema91.properties.defaultDriRole.type},message:"must be string,null",schema:schema91.properties.defaultDriRole.type,parentSchema:schema91.properties.defaultDriRole,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((((((data3 === "engineer") || (data3 === "pm")) || (data3 === "em")) || (data3 === "executive")) || (data3 === "admin")) || (data3 === "sales")) || (data3 === "operations")) || (data3 === null))){
const err12 = {instancePath:instancePath+"/defaultDriRole",schemaPath:"#/properties/defaultDriRole/enum",keyword:"enum",params:{allowedValues: schema91.properties.defaultDriRole.enum},message:"must be equal to one of the allowed values",schema:schema91.properties.defaultDriRole.enum,parentSchema:schema91.properties.defaultDriRole,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.slaHours !== undefined){
let data4 = data.slaHours;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
const err13 = {instancePath:instancePath+"/slaHours",schemaPath:"#/properties/slaHours/type",keyword:"type",params:{type: schema91.properties.slaHours.type},message:"must be integer,null",schema:schema91.properties.slaHours.type,parentSchema:schema91.properties.slaHours,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 87600 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/slaHours",schemaPath:"#/properties/slaHours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 87600},message:"must be <= 87600",schema:87600,parentSchema:schema91.properties.slaHours,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/slaHours",schemaPath:"#/properties/slaHours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema91.properties.slaHours,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.position !== undefined){
let data5 = data.position;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err16 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema91.properties.position.type,parentSchema:schema91.properties.position,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema91.properties.position,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema91.properties.position,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema91.type,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const startTemplateInstance_body = validate81;
const schema92 = {"type":"object","additionalProperties":false,"required":["templateId","entityType","entityId"],"properties":{"templateId":{"type":"string","format":"uuid"},"entityType":{"type":"string","description":"What a template drives — opportunity delivery, task work, or customer onboarding (customer).","enum":["opportunity","task","customer"]},"entityId":{"type":"string","minLength":1,"maxLength":100,"description":"The entity: UUID or ref (OPP-4, ENG-12)."},"activateFirstStep":{"type":"boolean","default":false}},"$id":"startTemplateInstance_body"};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="startTemplateInstance_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.activateFirstStep === undefined){
data.activateFirstStep = false;
}
if(data.templateId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "templateId"},message:"must have required property '"+"templateId"+"'",schema:schema92.required,parentSchema:schema92,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityType"},message:"must have required property '"+"entityType"+"'",schema:schema92.required,parentSchema:schema92,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.entityId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'",schema:schema92.required,parentSchema:schema92,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "templateId") || (key0 === "entityType")) || (key0 === "entityId")) || (key0 === "activateFirstStep"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema92,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.templateId !== undefined){
let data0 = data.templateId;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err4 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema92.properties.templateId,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema92.properties.templateId.type,parentSchema:schema92.properties.templateId,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.entityType !== undefined){
let data1 = data.entityType;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema92.properties.entityType.type,parentSchema:schema92.properties.entityType,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data1 === "opportunity") || (data1 === "task")) || (data1 === "customer"))){
const err7 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/enum",keyword:"enum",params:{allowedValues: schema92.properties.entityType.enum},message:"must be equal to one of the allowed values",schema:schema92.properties.entityType.enum,parentSchema:schema92.properties.entityType,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.entityId !== undefined){
let data2 = data.entityId;
if(typeof data2 === "string"){
if(func1(data2) > 100){
const err8 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema92.properties.entityId,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data2) < 1){
const err9 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema92.properties.entityId,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema92.properties.entityId.type,parentSchema:schema92.properties.entityId,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
let data3 = data.activateFirstStep;
if(typeof data3 !== "boolean"){
const err11 = {instancePath:instancePath+"/activateFirstStep",schemaPath:"#/properties/activateFirstStep/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema92.properties.activateFirstStep.type,parentSchema:schema92.properties.activateFirstStep,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema92.type,parentSchema:schema92,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const swapTemplateInstance_body = validate82;
const schema93 = {"type":"object","additionalProperties":false,"required":["templateId","entityType","entityId"],"properties":{"templateId":{"type":"string","format":"uuid"},"entityType":{"type":"string","description":"What a template drives — opportunity delivery, task work, or customer onboarding (customer).","enum":["opportunity","task","customer"]},"entityId":{"type":"string","minLength":1,"maxLength":100,"description":"The entity: UUID or ref (OPP-4, ENG-12)."}},"$id":"swapTemplateInstance_body"};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="swapTemplateInstance_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.templateId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "templateId"},message:"must have required property '"+"templateId"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityType"},message:"must have required property '"+"entityType"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.entityId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'",schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "templateId") || (key0 === "entityType")) || (key0 === "entityId"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.templateId !== undefined){
let data0 = data.templateId;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err4 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema93.properties.templateId,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema93.properties.templateId.type,parentSchema:schema93.properties.templateId,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.entityType !== undefined){
let data1 = data.entityType;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema93.properties.entityType.type,parentSchema:schema93.properties.entityType,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data1 === "opportunity") || (data1 === "task")) || (data1 === "customer"))){
const err7 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/enum",keyword:"enum",params:{allowedValues: schema93.properties.entityType.enum},message:"must be equal to one of the allowed values",schema:schema93.properties.entityType.enum,parentSchema:schema93.properties.entityType,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.entityId !== undefined){
let data2 = data.entityId;
if(typeof data2 === "string"){
if(func1(data2) > 100){
const err8 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema93.properties.entityId,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data2) < 1){
const err9 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema93.properties.entityId,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema93.properties.entityId.type,parentSchema:schema93.properties.entityId,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema93.type,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateStepInstance_body = validate83;
const schema94 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"status":{"type":"string","enum":["active","paused","completed","skipped"]},"driId":{"description":"The new owner (a user UUID, or me).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]}},"$id":"updateStepInstance_body"};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateStepInstance_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "status") || (key0 === "driId"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema94.properties.status.type,parentSchema:schema94.properties.status,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((data0 === "active") || (data0 === "paused")) || (data0 === "completed")) || (data0 === "skipped"))){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema94.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema94.properties.status.enum,parentSchema:schema94.properties.status,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.driId !== undefined){
let data1 = data.driId;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err4 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema94.properties.driId.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema94.properties.driId.anyOf[0].type,parentSchema:schema94.properties.driId.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err6 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema94.properties.driId.anyOf[1].type,parentSchema:schema94.properties.driId.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema94.properties.driId.anyOf,parentSchema:schema94.properties.driId,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema94.type,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateTemplate_body = validate84;
const schema95 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":5000},"isDefault":{"type":"boolean"}},"$id":"updateTemplate_body"};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateTemplate_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate84.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema95,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "description")) || (key0 === "isDefault"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema95,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema95.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema95.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema95.properties.name.type,parentSchema:schema95.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 5000){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema95.properties.description,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema95.properties.description.type,parentSchema:schema95.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.isDefault !== undefined){
let data2 = data.isDefault;
if(typeof data2 !== "boolean"){
const err7 = {instancePath:instancePath+"/isDefault",schemaPath:"#/properties/isDefault/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema95.properties.isDefault.type,parentSchema:schema95.properties.isDefault,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema95.type,parentSchema:schema95,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const addTemplateStep_body = validate85;
const schema96 = {"type":"object","additionalProperties":false,"required":["title"],"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":5000},"defaultDriUserId":{"description":"Who owns the step when an instance starts (a user UUID, or me).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"defaultDriRole":{"type":["string","null"],"enum":["engineer","pm","em","executive","admin","sales","operations",null],"description":"An org role: the entity's lead or owner owns the step when they hold it and no user is set."},"slaHours":{"type":["integer","null"],"minimum":1,"maximum":87600,"description":"Hours from activation until the step is due."},"position":{"type":"integer","minimum":1,"maximum":1000,"description":"1-based among the non-terminal steps; past the end means last."}},"$id":"addTemplateStep_body"};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="addTemplateStep_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema96.required,parentSchema:schema96,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "title") || (key0 === "description")) || (key0 === "defaultDriUserId")) || (key0 === "defaultDriRole")) || (key0 === "slaHours")) || (key0 === "position"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema96,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema96.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema96.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema96.properties.title.type,parentSchema:schema96.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 5000){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema96.properties.description,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema96.properties.description.type,parentSchema:schema96.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.defaultDriUserId !== undefined){
let data2 = data.defaultDriUserId;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(typeof data2 === "string"){
if(!pattern7.test(data2)){
const err7 = {instancePath:instancePath+"/defaultDriUserId",schemaPath:"#/properties/defaultDriUserId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema96.properties.defaultDriUserId.anyOf[0],data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/defaultDriUserId",schemaPath:"#/properties/defaultDriUserId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema96.properties.defaultDriUserId.anyOf[0].type,parentSchema:schema96.properties.defaultDriUserId.anyOf[0],data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err9 = {instancePath:instancePath+"/defaultDriUserId",schemaPath:"#/properties/defaultDriUserId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema96.properties.defaultDriUserId.anyOf[1].type,parentSchema:schema96.properties.defaultDriUserId.anyOf[1],data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err10 = {instancePath:instancePath+"/defaultDriUserId",schemaPath:"#/properties/defaultDriUserId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema96.properties.defaultDriUserId.anyOf,parentSchema:schema96.properties.defaultDriUserId,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.defaultDriRole !== undefined){
let data3 = data.defaultDriRole;
if((typeof data3 !== "string") && (data3 !== null)){
const err11 = {instancePath:instancePath+"/defaultDriRole",schemaPath:"#/properties/defaultDriRole/type",keyword:"type",params:{type: schema96.properties.defaultDriRole.type},message:"must be string,null",schema:schema96.properties.defaultDriRole.type,parentSchema:schema96.properties.defaultDriRole,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((((((data3 === "engineer") || (data3 === "pm")) || (data3 === "em")) || (data3 === "executive")) || (data3 === "admin")) || (data3 === "sales")) || (data3 === "operations")) || (data3 === null))){
const err12 = {instancePath:instancePath+"/defaultDriRole",schemaPath:"#/properties/defaultDriRole/enum",keyword:"enum",params:{allowedValues: schema96.properties.defaultDriRole.enum},message:"must be equal to one of the allowed values",schema:schema96.properties.defaultDriRole.enum,parentSchema:schema96.properties.defaultDriRole,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.slaHours !== undefined){
let data4 = data.slaHours;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
const err13 = {instancePath:instancePath+"/slaHours",schemaPath:"#/properties/slaHours/type",keyword:"type",params:{type: schema96.properties.slaHours.type},message:"must be integer,null",schema:schema96.properties.slaHours.type,parentSchema:schema96.properties.slaHours,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 87600 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/slaHours",schemaPath:"#/properties/slaHours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 87600},message:"must be <= 87600",schema:87600,parentSchema:schema96.properties.slaHours,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/slaHours",schemaPath:"#/properties/slaHours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema96.properties.slaHours,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.position !== undefined){
let data5 = data.position;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err16 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema96.properties.position.type,parentSchema:schema96.properties.position,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema96.properties.position,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema96.properties.position,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema96.type,parentSchema:schema96,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const reassignTemplate_body = validate86;
const schema97 = {"type":"object","additionalProperties":false,"required":["replacementId"],"properties":{"replacementId":{"type":"string","format":"uuid","description":"The template to move to (not this one)."}},"$id":"reassignTemplate_body"};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="reassignTemplate_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.replacementId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "replacementId"},message:"must have required property '"+"replacementId"+"'",schema:schema97.required,parentSchema:schema97,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "replacementId")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema97,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.replacementId !== undefined){
let data0 = data.replacementId;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err2 = {instancePath:instancePath+"/replacementId",schemaPath:"#/properties/replacementId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema97.properties.replacementId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/replacementId",schemaPath:"#/properties/replacementId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema97.properties.replacementId.type,parentSchema:schema97.properties.replacementId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema97.type,parentSchema:schema97,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createCategory_body = validate87;
const schema98 = {"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"type":"string","minLength":1,"maxLength":100,"description":"The name shown for the category."},"color":{"type":"string","pattern":"^#[0-9a-fA-F]{6}$","description":"a colour as # and six hex digits, such as #d73a4a"},"sortOrder":{"type":"integer","minimum":0,"maximum":1000000,"description":"Position in lists; lower first."}},"$id":"createCategory_body"};
const pattern50 = new RegExp("^#[0-9a-fA-F]{6}$", "u");

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createCategory_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.label === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema98.required,parentSchema:schema98,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "label") || (key0 === "color")) || (key0 === "sortOrder"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema98,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.label !== undefined){
let data0 = data.label;
if(typeof data0 === "string"){
if(func1(data0) > 100){
const err2 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema98.properties.label,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema98.properties.label,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema98.properties.label.type,parentSchema:schema98.properties.label,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.color !== undefined){
let data1 = data.color;
if(typeof data1 === "string"){
if(!pattern50.test(data1)){
const err5 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/pattern",keyword:"pattern",params:{pattern: "^#[0-9a-fA-F]{6}$"},message:"must match pattern \""+"^#[0-9a-fA-F]{6}$"+"\"",schema:"^#[0-9a-fA-F]{6}$",parentSchema:schema98.properties.color,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema98.properties.color.type,parentSchema:schema98.properties.color,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.sortOrder !== undefined){
let data2 = data.sortOrder;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/sortOrder",schemaPath:"#/properties/sortOrder/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema98.properties.sortOrder.type,parentSchema:schema98.properties.sortOrder,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000000 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/sortOrder",schemaPath:"#/properties/sortOrder/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema98.properties.sortOrder,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/sortOrder",schemaPath:"#/properties/sortOrder/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema98.properties.sortOrder,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema98.type,parentSchema:schema98,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateCategory_body = validate88;
const schema99 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"label":{"type":"string","minLength":1,"maxLength":100,"description":"The name shown for the category."},"color":{"type":"string","pattern":"^#[0-9a-fA-F]{6}$","description":"a colour as # and six hex digits, such as #d73a4a"},"sortOrder":{"type":"integer","minimum":0,"maximum":1000000,"description":"Position in lists; lower first."}},"$id":"updateCategory_body"};

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateCategory_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "label") || (key0 === "color")) || (key0 === "sortOrder"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.label !== undefined){
let data0 = data.label;
if(typeof data0 === "string"){
if(func1(data0) > 100){
const err2 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema99.properties.label,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema99.properties.label,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema99.properties.label.type,parentSchema:schema99.properties.label,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.color !== undefined){
let data1 = data.color;
if(typeof data1 === "string"){
if(!pattern50.test(data1)){
const err5 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/pattern",keyword:"pattern",params:{pattern: "^#[0-9a-fA-F]{6}$"},message:"must match pattern \""+"^#[0-9a-fA-F]{6}$"+"\"",schema:"^#[0-9a-fA-F]{6}$",parentSchema:schema99.properties.color,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema99.properties.color.type,parentSchema:schema99.properties.color,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.sortOrder !== undefined){
let data2 = data.sortOrder;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/sortOrder",schemaPath:"#/properties/sortOrder/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema99.properties.sortOrder.type,parentSchema:schema99.properties.sortOrder,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000000 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/sortOrder",schemaPath:"#/properties/sortOrder/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema99.properties.sortOrder,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/sortOrder",schemaPath:"#/properties/sortOrder/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema99.properties.sortOrder,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema99.type,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createTag_body = validate89;
const schema100 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"description":"Unique in the org, regardless of case."},"color":{"description":"a colour as # and six hex digits, such as #d73a4a; null or omitted for none","anyOf":[{"type":"string","pattern":"^#[0-9a-fA-F]{6}$","description":"a colour as # and six hex digits, such as #d73a4a"},{"type":"null"}]}},"$id":"createTag_body"};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createTag_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema100.required,parentSchema:schema100,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "color"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema100,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema100.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema100.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema100.properties.name.type,parentSchema:schema100.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.color !== undefined){
let data1 = data.color;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 === "string"){
if(!pattern50.test(data1)){
const err5 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^#[0-9a-fA-F]{6}$"},message:"must match pattern \""+"^#[0-9a-fA-F]{6}$"+"\"",schema:"^#[0-9a-fA-F]{6}$",parentSchema:schema100.properties.color.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema100.properties.color.anyOf[0].type,parentSchema:schema100.properties.color.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err7 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema100.properties.color.anyOf[1].type,parentSchema:schema100.properties.color.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema100.properties.color.anyOf,parentSchema:schema100.properties.color,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema100.type,parentSchema:schema100,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateTag_body = validate90;
const schema101 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"description":"Unique in the org, regardless of case."},"color":{"description":"a colour as # and six hex digits, such as #d73a4a; null clears it","anyOf":[{"type":"string","pattern":"^#[0-9a-fA-F]{6}$","description":"a colour as # and six hex digits, such as #d73a4a"},{"type":"null"}]}},"$id":"updateTag_body"};

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateTag_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate90.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema101,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "color"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema101,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema101.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema101.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema101.properties.name.type,parentSchema:schema101.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.color !== undefined){
let data1 = data.color;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 === "string"){
if(!pattern50.test(data1)){
const err5 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^#[0-9a-fA-F]{6}$"},message:"must match pattern \""+"^#[0-9a-fA-F]{6}$"+"\"",schema:"^#[0-9a-fA-F]{6}$",parentSchema:schema101.properties.color.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema101.properties.color.anyOf[0].type,parentSchema:schema101.properties.color.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err7 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema101.properties.color.anyOf[1].type,parentSchema:schema101.properties.color.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema101.properties.color.anyOf,parentSchema:schema101.properties.color,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema101.type,parentSchema:schema101,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate90.errors = vErrors;
return errors === 0;
}
validate90.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createPrdTemplate_body = validate91;
const schema102 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"content":{"type":"string","maxLength":200000,"description":"Markdown."},"teamId":{"description":"The owning team (UUID or prefix such as ENG); null or omitted for an org-wide template.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$","description":"a team UUID or the team's prefix such as ENG"},{"type":"null"}]}},"$id":"createPrdTemplate_body"};

function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createPrdTemplate_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate91.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema102.required,parentSchema:schema102,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "content")) || (key0 === "teamId"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema102,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema102.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema102.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.name.type,parentSchema:schema102.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.content !== undefined){
let data1 = data.content;
if(typeof data1 === "string"){
if(func1(data1) > 200000){
const err5 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema102.properties.content,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.content.type,parentSchema:schema102.properties.content,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.teamId !== undefined){
let data2 = data.teamId;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(typeof data2 === "string"){
if(!pattern19.test(data2)){
const err7 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$",parentSchema:schema102.properties.teamId.anyOf[0],data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.properties.teamId.anyOf[0].type,parentSchema:schema102.properties.teamId.anyOf[0],data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err9 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema102.properties.teamId.anyOf[1].type,parentSchema:schema102.properties.teamId.anyOf[1],data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err10 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema102.properties.teamId.anyOf,parentSchema:schema102.properties.teamId,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema102.type,parentSchema:schema102,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate91.errors = vErrors;
return errors === 0;
}
validate91.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updatePrdTemplate_body = validate92;
const schema103 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"content":{"type":"string","maxLength":200000,"description":"Markdown."},"teamId":{"description":"Move it to this team (UUID or prefix such as ENG); null makes it org-wide.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$","description":"a team UUID or the team's prefix such as ENG"},{"type":"null"}]}},"$id":"updatePrdTemplate_body"};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updatePrdTemplate_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate92.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema103,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "content")) || (key0 === "teamId"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema103,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema103.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema103.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.properties.name.type,parentSchema:schema103.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.content !== undefined){
let data1 = data.content;
if(typeof data1 === "string"){
if(func1(data1) > 200000){
const err5 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema103.properties.content,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.properties.content.type,parentSchema:schema103.properties.content,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.teamId !== undefined){
let data2 = data.teamId;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(typeof data2 === "string"){
if(!pattern19.test(data2)){
const err7 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$",parentSchema:schema103.properties.teamId.anyOf[0],data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.properties.teamId.anyOf[0].type,parentSchema:schema103.properties.teamId.anyOf[0],data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err9 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema103.properties.teamId.anyOf[1].type,parentSchema:schema103.properties.teamId.anyOf[1],data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err10 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema103.properties.teamId.anyOf,parentSchema:schema103.properties.teamId,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema103.type,parentSchema:schema103,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate92.errors = vErrors;
return errors === 0;
}
validate92.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createTaskHandoff_body = validate93;
const schema104 = {"type":"object","additionalProperties":false,"required":["note"],"properties":{"note":{"type":"string","minLength":1,"maxLength":5000,"description":"What the next person needs to know."},"toUserId":{"description":"The new owner (a user UUID, or me).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]}},"$id":"createTaskHandoff_body"};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createTaskHandoff_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.note === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "note"},message:"must have required property '"+"note"+"'",schema:schema104.required,parentSchema:schema104,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "note") || (key0 === "toUserId"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema104,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.note !== undefined){
let data0 = data.note;
if(typeof data0 === "string"){
if(func1(data0) > 5000){
const err2 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema104.properties.note,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema104.properties.note,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema104.properties.note.type,parentSchema:schema104.properties.note,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.toUserId !== undefined){
let data1 = data.toUserId;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err5 = {instancePath:instancePath+"/toUserId",schemaPath:"#/properties/toUserId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema104.properties.toUserId.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/toUserId",schemaPath:"#/properties/toUserId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema104.properties.toUserId.anyOf[0].type,parentSchema:schema104.properties.toUserId.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err7 = {instancePath:instancePath+"/toUserId",schemaPath:"#/properties/toUserId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema104.properties.toUserId.anyOf[1].type,parentSchema:schema104.properties.toUserId.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err8 = {instancePath:instancePath+"/toUserId",schemaPath:"#/properties/toUserId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema104.properties.toUserId.anyOf,parentSchema:schema104.properties.toUserId,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema104.type,parentSchema:schema104,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const synthesizeOpportunityPrd_body = validate94;
const schema105 = {"type":"object","additionalProperties":false,"properties":{"bypassCache":{"type":"boolean","default":false}},"$id":"synthesizeOpportunityPrd_body"};

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="synthesizeOpportunityPrd_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate94.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.bypassCache === undefined){
data.bypassCache = false;
}
for(const key0 in data){
if(!(key0 === "bypassCache")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.bypassCache;
if(typeof data0 !== "boolean"){
const err1 = {instancePath:instancePath+"/bypassCache",schemaPath:"#/properties/bypassCache/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema105.properties.bypassCache.type,parentSchema:schema105.properties.bypassCache,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema105.type,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate94.errors = vErrors;
return errors === 0;
}
validate94.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateOpportunityPhase_body = validate95;
const schema106 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"ownerId":{"description":"Who owns the phase (a user UUID, or me); null clears it.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"targetDate":{"type":["string","null"],"format":"date","description":"When the phase should be done (YYYY-MM-DD); null makes it open ended.","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"}},"$id":"updateOpportunityPhase_body"};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateOpportunityPhase_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate95.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "title") || (key0 === "ownerId")) || (key0 === "targetDate"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema106.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema106.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema106.properties.title.type,parentSchema:schema106.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.ownerId !== undefined){
let data1 = data.ownerId;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err5 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema106.properties.ownerId.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema106.properties.ownerId.anyOf[0].type,parentSchema:schema106.properties.ownerId.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err7 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema106.properties.ownerId.anyOf[1].type,parentSchema:schema106.properties.ownerId.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err8 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema106.properties.ownerId.anyOf,parentSchema:schema106.properties.ownerId,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.targetDate !== undefined){
let data2 = data.targetDate;
if((typeof data2 !== "string") && (data2 !== null)){
const err9 = {instancePath:instancePath+"/targetDate",schemaPath:"#/properties/targetDate/type",keyword:"type",params:{type: schema106.properties.targetDate.type},message:"must be string,null",schema:schema106.properties.targetDate.type,parentSchema:schema106.properties.targetDate,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data2 === "string"){
if(!(formats20.validate(data2))){
const err10 = {instancePath:instancePath+"/targetDate",schemaPath:"#/properties/targetDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema106.properties.targetDate,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(formats20.compare(data2, "9999-12-31") > 0){
const err11 = {instancePath:instancePath+"/targetDate",schemaPath:"#/properties/targetDate/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema106.properties.targetDate,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(formats20.compare(data2, "0001-01-01") < 0){
const err12 = {instancePath:instancePath+"/targetDate",schemaPath:"#/properties/targetDate/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema106.properties.targetDate,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema106.type,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const handoffOpportunityPhase_body = validate96;
const schema107 = {"type":"object","additionalProperties":false,"properties":{"note":{"type":"string","maxLength":5000,"description":"What the next phase's owner needs to know; empty changes nothing."}},"$id":"handoffOpportunityPhase_body"};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="handoffOpportunityPhase_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate96.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "note")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema107,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.note !== undefined){
let data0 = data.note;
if(typeof data0 === "string"){
if(func1(data0) > 5000){
const err1 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema107.properties.note,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema107.properties.note.type,parentSchema:schema107.properties.note,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema107.type,parentSchema:schema107,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate96.errors = vErrors;
return errors === 0;
}
validate96.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createCustomer_body = validate97;
const schema108 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"ownerId":{"anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"arr":{"type":["number","null"],"minimum":0,"maximum":99999999999999},"health":{"type":["string","null"],"enum":["healthy","at_risk","critical",null]},"customerSince":{"type":["string","null"],"format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"profile":{"type":"object","additionalProperties":true},"status":{"type":"string","enum":["prospect","onboarding","pilot","live"],"default":"prospect"}},"$id":"createCustomer_body"};

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createCustomer_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
data.status = "prospect";
}
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema108.required,parentSchema:schema108,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "name") || (key0 === "ownerId")) || (key0 === "arr")) || (key0 === "health")) || (key0 === "customerSince")) || (key0 === "profile")) || (key0 === "status"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema108,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema108.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema108.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema108.properties.name.type,parentSchema:schema108.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.ownerId !== undefined){
let data1 = data.ownerId;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err5 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema108.properties.ownerId.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema108.properties.ownerId.anyOf[0].type,parentSchema:schema108.properties.ownerId.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err7 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema108.properties.ownerId.anyOf[1].type,parentSchema:schema108.properties.ownerId.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err8 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema108.properties.ownerId.anyOf,parentSchema:schema108.properties.ownerId,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.arr !== undefined){
let data2 = data.arr;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err9 = {instancePath:instancePath+"/arr",schemaPath:"#/properties/arr/type",keyword:"type",params:{type: schema108.properties.arr.type},message:"must be number,null",schema:schema108.properties.arr.type,parentSchema:schema108.properties.arr,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 99999999999999 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/arr",schemaPath:"#/properties/arr/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999999999},message:"must be <= 99999999999999",schema:99999999999999,parentSchema:schema108.properties.arr,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/arr",schemaPath:"#/properties/arr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema108.properties.arr,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.health !== undefined){
let data3 = data.health;
if((typeof data3 !== "string") && (data3 !== null)){
const err12 = {instancePath:instancePath+"/health",schemaPath:"#/properties/health/type",keyword:"type",params:{type: schema108.properties.health.type},message:"must be string,null",schema:schema108.properties.health.type,parentSchema:schema108.properties.health,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((data3 === "healthy") || (data3 === "at_risk")) || (data3 === "critical")) || (data3 === null))){
const err13 = {instancePath:instancePath+"/health",schemaPath:"#/properties/health/enum",keyword:"enum",params:{allowedValues: schema108.properties.health.enum},message:"must be equal to one of the allowed values",schema:schema108.properties.health.enum,parentSchema:schema108.properties.health,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.customerSince !== undefined){
let data4 = data.customerSince;
if((typeof data4 !== "string") && (data4 !== null)){
const err14 = {instancePath:instancePath+"/customerSince",schemaPath:"#/properties/customerSince/type",keyword:"type",params:{type: schema108.properties.customerSince.type},message:"must be string,null",schema:schema108.properties.customerSince.type,parentSchema:schema108.properties.customerSince,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data4 === "string"){
if(!(formats20.validate(data4))){
const err15 = {instancePath:instancePath+"/customerSince",schemaPath:"#/properties/customerSince/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema108.properties.customerSince,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(formats20.compare(data4, "9999-12-31") > 0){
const err16 = {instancePath:instancePath+"/customerSince",schemaPath:"#/properties/customerSince/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema108.properties.customerSince,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(formats20.compare(data4, "0001-01-01") < 0){
const err17 = {instancePath:instancePath+"/customerSince",schemaPath:"#/properties/customerSince/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema108.properties.customerSince,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.profile !== undefined){
let data5 = data.profile;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err18 = {instancePath:instancePath+"/profile",schemaPath:"#/properties/profile/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema108.properties.profile.type,parentSchema:schema108.properties.profile,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
let data6 = data.status;
if(typeof data6 !== "string"){
const err19 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema108.properties.status.type,parentSchema:schema108.properties.status,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((((data6 === "prospect") || (data6 === "onboarding")) || (data6 === "pilot")) || (data6 === "live"))){
const err20 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema108.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema108.properties.status.enum,parentSchema:schema108.properties.status,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema108.type,parentSchema:schema108,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateCustomer_body = validate98;
const schema109 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"ownerId":{"anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"arr":{"type":["number","null"],"minimum":0,"maximum":99999999999999},"health":{"type":["string","null"],"enum":["healthy","at_risk","critical",null]},"customerSince":{"type":["string","null"],"format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"profile":{"type":"object","additionalProperties":true},"status":{"type":"string","description":"A customer's lifecycle status. Moves: any customer → churned or lost; prospect → onboarding, pilot, live; onboarding → pilot, live; pilot → onboarding, live; churned → prospect; lost → prospect. Moving to churned or lost needs a reason, stored as an insight rooted at the customer (source observation).","enum":["prospect","onboarding","pilot","live","churned","lost"]},"reason":{"type":"string","minLength":5,"maxLength":2000,"description":"Why the customer churned or was lost: required with status churned or lost, refused otherwise."}},"$id":"updateCustomer_body"};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateCustomer_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate98.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema109,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "name") || (key0 === "ownerId")) || (key0 === "arr")) || (key0 === "health")) || (key0 === "customerSince")) || (key0 === "profile")) || (key0 === "status")) || (key0 === "reason"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema109,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema109.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema109.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema109.properties.name.type,parentSchema:schema109.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.ownerId !== undefined){
let data1 = data.ownerId;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err5 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema109.properties.ownerId.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema109.properties.ownerId.anyOf[0].type,parentSchema:schema109.properties.ownerId.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err7 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema109.properties.ownerId.anyOf[1].type,parentSchema:schema109.properties.ownerId.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err8 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema109.properties.ownerId.anyOf,parentSchema:schema109.properties.ownerId,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.arr !== undefined){
let data2 = data.arr;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err9 = {instancePath:instancePath+"/arr",schemaPath:"#/properties/arr/type",keyword:"type",params:{type: schema109.properties.arr.type},message:"must be number,null",schema:schema109.properties.arr.type,parentSchema:schema109.properties.arr,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 99999999999999 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/arr",schemaPath:"#/properties/arr/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999999999},message:"must be <= 99999999999999",schema:99999999999999,parentSchema:schema109.properties.arr,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/arr",schemaPath:"#/properties/arr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema109.properties.arr,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.health !== undefined){
let data3 = data.health;
if((typeof data3 !== "string") && (data3 !== null)){
const err12 = {instancePath:instancePath+"/health",schemaPath:"#/properties/health/type",keyword:"type",params:{type: schema109.properties.health.type},message:"must be string,null",schema:schema109.properties.health.type,parentSchema:schema109.properties.health,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((data3 === "healthy") || (data3 === "at_risk")) || (data3 === "critical")) || (data3 === null))){
const err13 = {instancePath:instancePath+"/health",schemaPath:"#/properties/health/enum",keyword:"enum",params:{allowedValues: schema109.properties.health.enum},message:"must be equal to one of the allowed values",schema:schema109.properties.health.enum,parentSchema:schema109.properties.health,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.customerSince !== undefined){
let data4 = data.customerSince;
if((typeof data4 !== "string") && (data4 !== null)){
const err14 = {instancePath:instancePath+"/customerSince",schemaPath:"#/properties/customerSince/type",keyword:"type",params:{type: schema109.properties.customerSince.type},message:"must be string,null",schema:schema109.properties.customerSince.type,parentSchema:schema109.properties.customerSince,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data4 === "string"){
if(!(formats20.validate(data4))){
const err15 = {instancePath:instancePath+"/customerSince",schemaPath:"#/properties/customerSince/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema109.properties.customerSince,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(formats20.compare(data4, "9999-12-31") > 0){
const err16 = {instancePath:instancePath+"/customerSince",schemaPath:"#/properties/customerSince/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema109.properties.customerSince,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(formats20.compare(data4, "0001-01-01") < 0){
const err17 = {instancePath:instancePath+"/customerSince",schemaPath:"#/properties/customerSince/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema109.properties.customerSince,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.profile !== undefined){
let data5 = data.profile;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err18 = {instancePath:instancePath+"/profile",schemaPath:"#/properties/profile/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema109.properties.profile.type,parentSchema:schema109.properties.profile,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.status !== undefined){
let data6 = data.status;
if(typeof data6 !== "string"){
const err19 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema109.properties.status.type,parentSchema:schema109.properties.status,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((((((data6 === "prospect") || (data6 === "onboarding")) || (data6 === "pilot")) || (data6 === "live")) || (data6 === "churned")) || (data6 === "lost"))){
const err20 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema109.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema109.properties.status.enum,parentSchema:schema109.properties.status,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.reason !== undefined){
let data7 = data.reason;
if(typeof data7 === "string"){
if(func1(data7) > 2000){
const err21 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema109.properties.reason,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func1(data7) < 5){
const err22 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters",schema:5,parentSchema:schema109.properties.reason,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema109.properties.reason.type,parentSchema:schema109.properties.reason,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema109.type,parentSchema:schema109,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createCustomerContact_body = validate99;
const schema110 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"title":{"type":["string","null"],"maxLength":200},"role":{"type":["string","null"],"maxLength":200},"email":{"type":["string","null"],"format":"email","maxLength":320},"phone":{"type":["string","null"],"maxLength":50},"notes":{"type":["string","null"],"maxLength":5000},"primary":{"type":"boolean","description":"Makes this the primary contact; the previous primary one is demoted."}},"$id":"createCustomerContact_body"};

function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createCustomerContact_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate99.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema110.required,parentSchema:schema110,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "name") || (key0 === "title")) || (key0 === "role")) || (key0 === "email")) || (key0 === "phone")) || (key0 === "notes")) || (key0 === "primary"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema110,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema110.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema110.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema110.properties.name.type,parentSchema:schema110.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.title !== undefined){
let data1 = data.title;
if((typeof data1 !== "string") && (data1 !== null)){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema110.properties.title.type},message:"must be string,null",schema:schema110.properties.title.type,parentSchema:schema110.properties.title,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema110.properties.title,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.role !== undefined){
let data2 = data.role;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: schema110.properties.role.type},message:"must be string,null",schema:schema110.properties.role.type,parentSchema:schema110.properties.role,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data2 === "string"){
if(func1(data2) > 200){
const err8 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema110.properties.role,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.email !== undefined){
let data3 = data.email;
if((typeof data3 !== "string") && (data3 !== null)){
const err9 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: schema110.properties.email.type},message:"must be string,null",schema:schema110.properties.email.type,parentSchema:schema110.properties.email,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data3 === "string"){
if(func1(data3) > 320){
const err10 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters",schema:320,parentSchema:schema110.properties.email,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(formats78.test(data3))){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema110.properties.email,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.phone !== undefined){
let data4 = data.phone;
if((typeof data4 !== "string") && (data4 !== null)){
const err12 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: schema110.properties.phone.type},message:"must be string,null",schema:schema110.properties.phone.type,parentSchema:schema110.properties.phone,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data4 === "string"){
if(func1(data4) > 50){
const err13 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema110.properties.phone,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.notes !== undefined){
let data5 = data.notes;
if((typeof data5 !== "string") && (data5 !== null)){
const err14 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: schema110.properties.notes.type},message:"must be string,null",schema:schema110.properties.notes.type,parentSchema:schema110.properties.notes,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data5 === "string"){
if(func1(data5) > 5000){
const err15 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema110.properties.notes,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.primary !== undefined){
let data6 = data.primary;
if(typeof data6 !== "boolean"){
const err16 = {instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema110.properties.primary.type,parentSchema:schema110.properties.primary,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema110.type,parentSchema:schema110,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateCustomerContact_body = validate100;
const schema111 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"title":{"type":["string","null"],"maxLength":200},"role":{"type":["string","null"],"maxLength":200},"email":{"type":["string","null"],"format":"email","maxLength":320},"phone":{"type":["string","null"],"maxLength":50},"notes":{"type":["string","null"],"maxLength":5000},"primary":{"type":"boolean","description":"Makes this the primary contact; the previous primary one is demoted."}},"$id":"updateCustomerContact_body"};

function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateCustomerContact_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate100.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema111,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "name") || (key0 === "title")) || (key0 === "role")) || (key0 === "email")) || (key0 === "phone")) || (key0 === "notes")) || (key0 === "primary"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema111,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema111.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema111.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema111.properties.name.type,parentSchema:schema111.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.title !== undefined){
let data1 = data.title;
if((typeof data1 !== "string") && (data1 !== null)){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema111.properties.title.type},message:"must be string,null",schema:schema111.properties.title.type,parentSchema:schema111.properties.title,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema111.properties.title,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.role !== undefined){
let data2 = data.role;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: schema111.properties.role.type},message:"must be string,null",schema:schema111.properties.role.type,parentSchema:schema111.properties.role,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data2 === "string"){
if(func1(data2) > 200){
const err8 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema111.properties.role,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.email !== undefined){
let data3 = data.email;
if((typeof data3 !== "string") && (data3 !== null)){
const err9 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: schema111.properties.email.type},message:"must be string,null",schema:schema111.properties.email.type,parentSchema:schema111.properties.email,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data3 === "string"){
if(func1(data3) > 320){
const err10 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters",schema:320,parentSchema:schema111.properties.email,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(formats78.test(data3))){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema111.properties.email,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.phone !== undefined){
let data4 = data.phone;
if((typeof data4 !== "string") && (data4 !== null)){
const err12 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: schema111.properties.phone.type},message:"must be string,null",schema:schema111.properties.phone.type,parentSchema:schema111.properties.phone,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data4 === "string"){
if(func1(data4) > 50){
const err13 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema111.properties.phone,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.notes !== undefined){
let data5 = data.notes;
if((typeof data5 !== "string") && (data5 !== null)){
const err14 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: schema111.properties.notes.type},message:"must be string,null",schema:schema111.properties.notes.type,parentSchema:schema111.properties.notes,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data5 === "string"){
if(func1(data5) > 5000){
const err15 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema111.properties.notes,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.primary !== undefined){
let data6 = data.primary;
if(typeof data6 !== "boolean"){
const err16 = {instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema111.properties.primary.type,parentSchema:schema111.properties.primary,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema111.type,parentSchema:schema111,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate100.errors = vErrors;
return errors === 0;
}
validate100.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const linkCustomerOpportunity_body = validate101;
const schema112 = {"type":"object","additionalProperties":false,"required":["opportunityId"],"properties":{"opportunityId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$","description":"an opportunity UUID or ref such as OPP-3"},"stepInstanceId":{"type":["string","null"],"format":"uuid","description":"A step instance of the opportunity's template; omitted or null unpins."}},"$id":"linkCustomerOpportunity_body"};

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="linkCustomerOpportunity_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.opportunityId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "opportunityId"},message:"must have required property '"+"opportunityId"+"'",schema:schema112.required,parentSchema:schema112,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "opportunityId") || (key0 === "stepInstanceId"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema112,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.opportunityId !== undefined){
let data0 = data.opportunityId;
if(typeof data0 === "string"){
if(!pattern27.test(data0)){
const err2 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$",parentSchema:schema112.properties.opportunityId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema112.properties.opportunityId.type,parentSchema:schema112.properties.opportunityId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.stepInstanceId !== undefined){
let data1 = data.stepInstanceId;
if((typeof data1 !== "string") && (data1 !== null)){
const err4 = {instancePath:instancePath+"/stepInstanceId",schemaPath:"#/properties/stepInstanceId/type",keyword:"type",params:{type: schema112.properties.stepInstanceId.type},message:"must be string,null",schema:schema112.properties.stepInstanceId.type,parentSchema:schema112.properties.stepInstanceId,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
const err5 = {instancePath:instancePath+"/stepInstanceId",schemaPath:"#/properties/stepInstanceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema112.properties.stepInstanceId,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema112.type,parentSchema:schema112,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createCustomerUpdate_body = validate102;
const schema113 = {"type":"object","additionalProperties":false,"required":["body"],"properties":{"body":{"type":"string","minLength":1,"maxLength":10000}},"$id":"createCustomerUpdate_body"};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createCustomerUpdate_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate102.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.body === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'",schema:schema113.required,parentSchema:schema113,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "body")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema113,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.body !== undefined){
let data0 = data.body;
if(typeof data0 === "string"){
if(func1(data0) > 10000){
const err2 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema113.properties.body,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema113.properties.body,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema113.properties.body.type,parentSchema:schema113.properties.body,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema113.type,parentSchema:schema113,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createCustomerArrPoint_body = validate103;
const schema114 = {"type":"object","additionalProperties":false,"required":["level","effectiveDate"],"properties":{"level":{"type":"number","minimum":0,"maximum":1000000000000},"effectiveDate":{"type":"string","format":"date","description":"From when; today or earlier.","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"}},"$id":"createCustomerArrPoint_body"};

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createCustomerArrPoint_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate103.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.level === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'",schema:schema114.required,parentSchema:schema114,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.effectiveDate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "effectiveDate"},message:"must have required property '"+"effectiveDate"+"'",schema:schema114.required,parentSchema:schema114,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "level") || (key0 === "effectiveDate"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema114,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.level !== undefined){
let data0 = data.level;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 1000000000000 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/level",schemaPath:"#/properties/level/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000},message:"must be <= 1000000000000",schema:1000000000000,parentSchema:schema114.properties.level,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/level",schemaPath:"#/properties/level/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema114.properties.level,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/level",schemaPath:"#/properties/level/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema114.properties.level.type,parentSchema:schema114.properties.level,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.effectiveDate !== undefined){
let data1 = data.effectiveDate;
if(typeof data1 === "string"){
if(!(formats20.validate(data1))){
const err6 = {instancePath:instancePath+"/effectiveDate",schemaPath:"#/properties/effectiveDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema114.properties.effectiveDate,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(formats20.compare(data1, "9999-12-31") > 0){
const err7 = {instancePath:instancePath+"/effectiveDate",schemaPath:"#/properties/effectiveDate/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema114.properties.effectiveDate,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(formats20.compare(data1, "0001-01-01") < 0){
const err8 = {instancePath:instancePath+"/effectiveDate",schemaPath:"#/properties/effectiveDate/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema114.properties.effectiveDate,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/effectiveDate",schemaPath:"#/properties/effectiveDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema114.properties.effectiveDate.type,parentSchema:schema114.properties.effectiveDate,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema114.type,parentSchema:schema114,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createInsight_body = validate104;
const schema115 = {"type":"object","additionalProperties":false,"required":["verbatim","source"],"properties":{"verbatim":{"type":"string","minLength":1,"maxLength":10000,"description":"The ask in the words of who made it."},"source":{"type":"string","enum":["interview","support","sales","async","observation","submission"]},"interpretation":{"type":["string","null"],"maxLength":10000,"description":"What the ask means for the product, in your words."},"moscow":{"type":["string","null"],"enum":["must","should","could","wont",null]},"deadline":{"type":["string","null"],"format":"date","description":"A date promised to the customer; makes it a commitment.","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"tagIds":{"type":"array","maxItems":50,"items":{"type":"string","format":"uuid"}},"customerId":{"anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|CUS-[0-9]{1,9})$","description":"a customer UUID or ref such as CUS-3"},{"type":"null"}]},"stakeholderUserId":{"anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"externalStakeholderId":{"type":["string","null"],"format":"uuid"}},"$id":"createInsight_body"};
const pattern61 = new RegExp("^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|CUS-[0-9]{1,9})$", "u");

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createInsight_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate104.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.verbatim === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verbatim"},message:"must have required property '"+"verbatim"+"'",schema:schema115.required,parentSchema:schema115,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.source === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema115.required,parentSchema:schema115,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func58.call(schema115.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema115,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.verbatim !== undefined){
let data0 = data.verbatim;
if(typeof data0 === "string"){
if(func1(data0) > 10000){
const err3 = {instancePath:instancePath+"/verbatim",schemaPath:"#/properties/verbatim/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema115.properties.verbatim,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/verbatim",schemaPath:"#/properties/verbatim/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema115.properties.verbatim,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/verbatim",schemaPath:"#/properties/verbatim/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema115.properties.verbatim.type,parentSchema:schema115.properties.verbatim,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.source !== undefined){
let data1 = data.source;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema115.properties.source.type,parentSchema:schema115.properties.source,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((((data1 === "interview") || (data1 === "support")) || (data1 === "sales")) || (data1 === "async")) || (data1 === "observation")) || (data1 === "submission"))){
const err7 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema115.properties.source.enum},message:"must be equal to one of the allowed values",schema:schema115.properties.source.enum,parentSchema:schema115.properties.source,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.interpretation !== undefined){
let data2 = data.interpretation;
if((typeof data2 !== "string") && (data2 !== null)){
const err8 = {instancePath:instancePath+"/interpretation",schemaPath:"#/properties/interpretation/type",keyword:"type",params:{type: schema115.properties.interpretation.type},message:"must be string,null",schema:schema115.properties.interpretation.type,parentSchema:schema115.properties.interpretation,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data2 === "string"){
if(func1(data2) > 10000){
const err9 = {instancePath:instancePath+"/interpretation",schemaPath:"#/properties/interpretation/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema115.properties.interpretation,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.moscow !== undefined){
let data3 = data.moscow;
if((typeof data3 !== "string") && (data3 !== null)){
const err10 = {instancePath:instancePath+"/moscow",schemaPath:"#/properties/moscow/type",keyword:"type",params:{type: schema115.properties.moscow.type},message:"must be string,null",schema:schema115.properties.moscow.type,parentSchema:schema115.properties.moscow,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((((data3 === "must") || (data3 === "should")) || (data3 === "could")) || (data3 === "wont")) || (data3 === null))){
const err11 = {instancePath:instancePath+"/moscow",schemaPath:"#/properties/moscow/enum",keyword:"enum",params:{allowedValues: schema115.properties.moscow.enum},message:"must be equal to one of the allowed values",schema:schema115.properties.moscow.enum,parentSchema:schema115.properties.moscow,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.deadline !== undefined){
let data4 = data.deadline;
if((typeof data4 !== "string") && (data4 !== null)){
const err12 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/type",keyword:"type",params:{type: schema115.properties.deadline.type},message:"must be string,null",schema:schema115.properties.deadline.type,parentSchema:schema115.properties.deadline,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data4 === "string"){
if(!(formats20.validate(data4))){
const err13 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema115.properties.deadline,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(formats20.compare(data4, "9999-12-31") > 0){
const err14 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema115.properties.deadline,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(formats20.compare(data4, "0001-01-01") < 0){
const err15 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema115.properties.deadline,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.tagIds !== undefined){
let data5 = data.tagIds;
if(Array.isArray(data5)){
if(data5.length > 50){
const err16 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema115.properties.tagIds,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
const err17 = {instancePath:instancePath+"/tagIds/" + i0,schemaPath:"#/properties/tagIds/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema115.properties.tagIds.items,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/tagIds/" + i0,schemaPath:"#/properties/tagIds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema115.properties.tagIds.items.type,parentSchema:schema115.properties.tagIds.items,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema115.properties.tagIds.type,parentSchema:schema115.properties.tagIds,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.customerId !== undefined){
let data7 = data.customerId;
const _errs17 = errors;
let valid3 = false;
const _errs18 = errors;
if(typeof data7 === "string"){
if(!pattern61.test(data7)){
const err20 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|CUS-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|CUS-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|CUS-[0-9]{1,9})$",parentSchema:schema115.properties.customerId.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema115.properties.customerId.anyOf[0].type,parentSchema:schema115.properties.customerId.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid3 = valid3 || _valid0;
const _errs20 = errors;
if(data7 !== null){
const err22 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema115.properties.customerId.anyOf[1].type,parentSchema:schema115.properties.customerId.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err23 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema115.properties.customerId.anyOf,parentSchema:schema115.properties.customerId,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.stakeholderUserId !== undefined){
let data8 = data.stakeholderUserId;
const _errs23 = errors;
let valid4 = false;
const _errs24 = errors;
if(typeof data8 === "string"){
if(!pattern7.test(data8)){
const err24 = {instancePath:instancePath+"/stakeholderUserId",schemaPath:"#/properties/stakeholderUserId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema115.properties.stakeholderUserId.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/stakeholderUserId",schemaPath:"#/properties/stakeholderUserId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema115.properties.stakeholderUserId.anyOf[0].type,parentSchema:schema115.properties.stakeholderUserId.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid4 = valid4 || _valid1;
const _errs26 = errors;
if(data8 !== null){
const err26 = {instancePath:instancePath+"/stakeholderUserId",schemaPath:"#/properties/stakeholderUserId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema115.properties.stakeholderUserId.anyOf[1].type,parentSchema:schema115.properties.stakeholderUserId.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err27 = {instancePath:instancePath+"/stakeholderUserId",schemaPath:"#/properties/stakeholderUserId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema115.properties.stakeholderUserId.anyOf,parentSchema:schema115.properties.stakeholderUserId,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
}
if(data.externalStakeholderId !== undefined){
let data9 = data.externalStakeholderId;
if((typeof data9 !== "string") && (data9 !== null)){
const err28 = {instancePath:instancePath+"/externalStakeholderId",schemaPath:"#/properties/externalStakeholderId/type",keyword:"type",params:{type: schema115.properties.externalStakeholderId.type},message:"must be string,null",schema:schema115.properties.externalStakeholderId.type,parentSchema:schema115.properties.externalStakeholderId,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
const err29 = {instancePath:instancePath+"/externalStakeholderId",schemaPath:"#/properties/externalStakeholderId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema115.properties.externalStakeholderId,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema115.type,parentSchema:schema115,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate104.errors = vErrors;
return errors === 0;
}
validate104.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateInsight_body = validate105;
const schema116 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"verbatim":{"type":"string","minLength":1,"maxLength":10000,"description":"The ask in the words of who made it."},"source":{"type":"string","enum":["interview","support","sales","async","observation","submission"]},"interpretation":{"type":["string","null"],"maxLength":10000,"description":"What the ask means for the product, in your words."},"moscow":{"type":["string","null"],"enum":["must","should","could","wont",null]},"deadline":{"type":["string","null"],"format":"date","description":"A date promised to the customer; makes it a commitment.","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"tagIds":{"type":"array","maxItems":50,"items":{"type":"string","format":"uuid"}},"customerId":{"anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|CUS-[0-9]{1,9})$","description":"a customer UUID or ref such as CUS-3"},{"type":"null"}]},"stakeholderUserId":{"anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"externalStakeholderId":{"type":["string","null"],"format":"uuid"}},"$id":"updateInsight_body"};

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateInsight_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate105.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema116,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func58.call(schema116.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema116,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.verbatim !== undefined){
let data0 = data.verbatim;
if(typeof data0 === "string"){
if(func1(data0) > 10000){
const err2 = {instancePath:instancePath+"/verbatim",schemaPath:"#/properties/verbatim/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema116.properties.verbatim,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/verbatim",schemaPath:"#/properties/verbatim/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema116.properties.verbatim,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/verbatim",schemaPath:"#/properties/verbatim/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema116.properties.verbatim.type,parentSchema:schema116.properties.verbatim,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.source !== undefined){
let data1 = data.source;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema116.properties.source.type,parentSchema:schema116.properties.source,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((((((data1 === "interview") || (data1 === "support")) || (data1 === "sales")) || (data1 === "async")) || (data1 === "observation")) || (data1 === "submission"))){
const err6 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema116.properties.source.enum},message:"must be equal to one of the allowed values",schema:schema116.properties.source.enum,parentSchema:schema116.properties.source,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.interpretation !== undefined){
let data2 = data.interpretation;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/interpretation",schemaPath:"#/properties/interpretation/type",keyword:"type",params:{type: schema116.properties.interpretation.type},message:"must be string,null",schema:schema116.properties.interpretation.type,parentSchema:schema116.properties.interpretation,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data2 === "string"){
if(func1(data2) > 10000){
const err8 = {instancePath:instancePath+"/interpretation",schemaPath:"#/properties/interpretation/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema116.properties.interpretation,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.moscow !== undefined){
let data3 = data.moscow;
if((typeof data3 !== "string") && (data3 !== null)){
const err9 = {instancePath:instancePath+"/moscow",schemaPath:"#/properties/moscow/type",keyword:"type",params:{type: schema116.properties.moscow.type},message:"must be string,null",schema:schema116.properties.moscow.type,parentSchema:schema116.properties.moscow,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((((data3 === "must") || (data3 === "should")) || (data3 === "could")) || (data3 === "wont")) || (data3 === null))){
const err10 = {instancePath:instancePath+"/moscow",schemaPath:"#/properties/moscow/enum",keyword:"enum",params:{allowedValues: schema116.properties.moscow.enum},message:"must be equal to one of the allowed values",schema:schema116.properties.moscow.enum,parentSchema:schema116.properties.moscow,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.deadline !== undefined){
let data4 = data.deadline;
if((typeof data4 !== "string") && (data4 !== null)){
const err11 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/type",keyword:"type",params:{type: schema116.properties.deadline.type},message:"must be string,null",schema:schema116.properties.deadline.type,parentSchema:schema116.properties.deadline,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data4 === "string"){
if(!(formats20.validate(data4))){
const err12 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema116.properties.deadline,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(formats20.compare(data4, "9999-12-31") > 0){
const err13 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema116.properties.deadline,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(formats20.compare(data4, "0001-01-01") < 0){
const err14 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema116.properties.deadline,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.tagIds !== undefined){
let data5 = data.tagIds;
if(Array.isArray(data5)){
if(data5.length > 50){
const err15 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema116.properties.tagIds,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
const err16 = {instancePath:instancePath+"/tagIds/" + i0,schemaPath:"#/properties/tagIds/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema116.properties.tagIds.items,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/tagIds/" + i0,schemaPath:"#/properties/tagIds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema116.properties.tagIds.items.type,parentSchema:schema116.properties.tagIds.items,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema116.properties.tagIds.type,parentSchema:schema116.properties.tagIds,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.customerId !== undefined){
let data7 = data.customerId;
const _errs17 = errors;
let valid3 = false;
const _errs18 = errors;
if(typeof data7 === "string"){
if(!pattern61.test(data7)){
const err19 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|CUS-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|CUS-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|CUS-[0-9]{1,9})$",parentSchema:schema116.properties.customerId.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema116.properties.customerId.anyOf[0].type,parentSchema:schema116.properties.customerId.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid3 = valid3 || _valid0;
const _errs20 = errors;
if(data7 !== null){
const err21 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema116.properties.customerId.anyOf[1].type,parentSchema:schema116.properties.customerId.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err22 = {instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema116.properties.customerId.anyOf,parentSchema:schema116.properties.customerId,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.stakeholderUserId !== undefined){
let data8 = data.stakeholderUserId;
const _errs23 = errors;
let valid4 = false;
const _errs24 = errors;
if(typeof data8 === "string"){
if(!pattern7.test(data8)){
const err23 = {instancePath:instancePath+"/stakeholderUserId",schemaPath:"#/properties/stakeholderUserId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema116.properties.stakeholderUserId.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/stakeholderUserId",schemaPath:"#/properties/stakeholderUserId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema116.properties.stakeholderUserId.anyOf[0].type,parentSchema:schema116.properties.stakeholderUserId.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid4 = valid4 || _valid1;
const _errs26 = errors;
if(data8 !== null){
const err25 = {instancePath:instancePath+"/stakeholderUserId",schemaPath:"#/properties/stakeholderUserId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema116.properties.stakeholderUserId.anyOf[1].type,parentSchema:schema116.properties.stakeholderUserId.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err26 = {instancePath:instancePath+"/stakeholderUserId",schemaPath:"#/properties/stakeholderUserId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema116.properties.stakeholderUserId.anyOf,parentSchema:schema116.properties.stakeholderUserId,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
}
if(data.externalStakeholderId !== undefined){
let data9 = data.externalStakeholderId;
if((typeof data9 !== "string") && (data9 !== null)){
const err27 = {instancePath:instancePath+"/externalStakeholderId",schemaPath:"#/properties/externalStakeholderId/type",keyword:"type",params:{type: schema116.properties.externalStakeholderId.type},message:"must be string,null",schema:schema116.properties.externalStakeholderId.type,parentSchema:schema116.properties.externalStakeholderId,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
const err28 = {instancePath:instancePath+"/externalStakeholderId",schemaPath:"#/properties/externalStakeholderId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema116.properties.externalStakeholderId,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema116.type,parentSchema:schema116,data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate105.errors = vErrors;
return errors === 0;
}
validate105.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const attachInsight_body = validate106;
const schema117 = {"type":"object","additionalProperties":false,"required":["entityType","entityId"],"properties":{"entityType":{"type":"string","enum":["opportunity","task","objective"]},"entityId":{"type":"string","minLength":1,"maxLength":64,"description":"The opportunity, task or objective: UUID or ref (OPP-7, ENG-12, OBJ-2)."},"pinned":{"type":"boolean","default":false}},"$id":"attachInsight_body"};

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="attachInsight_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate106.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pinned === undefined){
data.pinned = false;
}
if(data.entityType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityType"},message:"must have required property '"+"entityType"+"'",schema:schema117.required,parentSchema:schema117,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'",schema:schema117.required,parentSchema:schema117,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "entityType") || (key0 === "entityId")) || (key0 === "pinned"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema117,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.entityType !== undefined){
let data0 = data.entityType;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema117.properties.entityType.type,parentSchema:schema117.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data0 === "opportunity") || (data0 === "task")) || (data0 === "objective"))){
const err4 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/enum",keyword:"enum",params:{allowedValues: schema117.properties.entityType.enum},message:"must be equal to one of the allowed values",schema:schema117.properties.entityType.enum,parentSchema:schema117.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.entityId !== undefined){
let data1 = data.entityId;
if(typeof data1 === "string"){
if(func1(data1) > 64){
const err5 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema117.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema117.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema117.properties.entityId.type,parentSchema:schema117.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
let data2 = data.pinned;
if(typeof data2 !== "boolean"){
const err8 = {instancePath:instancePath+"/pinned",schemaPath:"#/properties/pinned/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema117.properties.pinned.type,parentSchema:schema117.properties.pinned,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema117.type,parentSchema:schema117,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate106.errors = vErrors;
return errors === 0;
}
validate106.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const detachInsight_body = validate107;
const schema118 = {"type":"object","additionalProperties":false,"required":["entityType","entityId"],"properties":{"entityType":{"type":"string","enum":["opportunity","task","objective"]},"entityId":{"type":"string","minLength":1,"maxLength":64,"description":"The opportunity, task or objective: UUID or ref (OPP-7, ENG-12, OBJ-2)."}},"$id":"detachInsight_body"};

function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="detachInsight_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate107.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entityType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityType"},message:"must have required property '"+"entityType"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'",schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "entityType") || (key0 === "entityId"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.entityType !== undefined){
let data0 = data.entityType;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.entityType.type,parentSchema:schema118.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data0 === "opportunity") || (data0 === "task")) || (data0 === "objective"))){
const err4 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/enum",keyword:"enum",params:{allowedValues: schema118.properties.entityType.enum},message:"must be equal to one of the allowed values",schema:schema118.properties.entityType.enum,parentSchema:schema118.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.entityId !== undefined){
let data1 = data.entityId;
if(typeof data1 === "string"){
if(func1(data1) > 64){
const err5 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema118.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema118.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema118.properties.entityId.type,parentSchema:schema118.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema118.type,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setInsightLink_body = validate108;
const schema119 = {"type":"object","additionalProperties":false,"required":["entityType","entityId"],"properties":{"entityType":{"type":"string","enum":["opportunity","task","objective"]},"entityId":{"type":"string","minLength":1,"maxLength":64,"description":"The opportunity, task or objective: UUID or ref (OPP-7, ENG-12, OBJ-2)."},"pinned":{"type":"boolean"},"blocking":{"type":"boolean"}},"$id":"setInsightLink_body"};

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setInsightLink_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate108.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entityType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityType"},message:"must have required property '"+"entityType"+"'",schema:schema119.required,parentSchema:schema119,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'",schema:schema119.required,parentSchema:schema119,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "entityType") || (key0 === "entityId")) || (key0 === "pinned")) || (key0 === "blocking"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema119,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.entityType !== undefined){
let data0 = data.entityType;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema119.properties.entityType.type,parentSchema:schema119.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data0 === "opportunity") || (data0 === "task")) || (data0 === "objective"))){
const err4 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/enum",keyword:"enum",params:{allowedValues: schema119.properties.entityType.enum},message:"must be equal to one of the allowed values",schema:schema119.properties.entityType.enum,parentSchema:schema119.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.entityId !== undefined){
let data1 = data.entityId;
if(typeof data1 === "string"){
if(func1(data1) > 64){
const err5 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema119.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema119.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema119.properties.entityId.type,parentSchema:schema119.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.pinned !== undefined){
let data2 = data.pinned;
if(typeof data2 !== "boolean"){
const err8 = {instancePath:instancePath+"/pinned",schemaPath:"#/properties/pinned/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema119.properties.pinned.type,parentSchema:schema119.properties.pinned,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.blocking !== undefined){
let data3 = data.blocking;
if(typeof data3 !== "boolean"){
const err9 = {instancePath:instancePath+"/blocking",schemaPath:"#/properties/blocking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema119.properties.blocking.type,parentSchema:schema119.properties.blocking,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema119.type,parentSchema:schema119,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate108.errors = vErrors;
return errors === 0;
}
validate108.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setInsightStatus_body = validate109;
const schema120 = {"type":"object","additionalProperties":false,"required":["status"],"properties":{"status":{"type":"string","enum":["rejected","need_context","archived"]},"note":{"type":"string","minLength":5,"maxLength":1000,"description":"Why: required for rejected and need_context."},"rejectionCategory":{"type":"string","enum":["no_demand","not_aligned","not_viable","not_now","duplicate","other"],"description":"Required for rejected."}},"$id":"setInsightStatus_body"};

function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setInsightStatus_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate109.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema120.required,parentSchema:schema120,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "status") || (key0 === "note")) || (key0 === "rejectionCategory"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema120,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema120.properties.status.type,parentSchema:schema120.properties.status,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((data0 === "rejected") || (data0 === "need_context")) || (data0 === "archived"))){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema120.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema120.properties.status.enum,parentSchema:schema120.properties.status,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.note !== undefined){
let data1 = data.note;
if(typeof data1 === "string"){
if(func1(data1) > 1000){
const err4 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema120.properties.note,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 5){
const err5 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters",schema:5,parentSchema:schema120.properties.note,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema120.properties.note.type,parentSchema:schema120.properties.note,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.rejectionCategory !== undefined){
let data2 = data.rejectionCategory;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/rejectionCategory",schemaPath:"#/properties/rejectionCategory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema120.properties.rejectionCategory.type,parentSchema:schema120.properties.rejectionCategory,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((((data2 === "no_demand") || (data2 === "not_aligned")) || (data2 === "not_viable")) || (data2 === "not_now")) || (data2 === "duplicate")) || (data2 === "other"))){
const err8 = {instancePath:instancePath+"/rejectionCategory",schemaPath:"#/properties/rejectionCategory/enum",keyword:"enum",params:{allowedValues: schema120.properties.rejectionCategory.enum},message:"must be equal to one of the allowed values",schema:schema120.properties.rejectionCategory.enum,parentSchema:schema120.properties.rejectionCategory,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema120.type,parentSchema:schema120,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate109.errors = vErrors;
return errors === 0;
}
validate109.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setInsightReviewTeam_body = validate110;
const schema121 = {"type":"object","additionalProperties":false,"required":["teamId"],"properties":{"teamId":{"anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$","description":"a team UUID or the team's prefix such as ENG"},{"type":"null"}]}},"$id":"setInsightReviewTeam_body"};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setInsightReviewTeam_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate110.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.teamId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "teamId"},message:"must have required property '"+"teamId"+"'",schema:schema121.required,parentSchema:schema121,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "teamId")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema121,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.teamId !== undefined){
let data0 = data.teamId;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 === "string"){
if(!pattern19.test(data0)){
const err2 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$",parentSchema:schema121.properties.teamId.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema121.properties.teamId.anyOf[0].type,parentSchema:schema121.properties.teamId.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data0 !== null){
const err4 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema121.properties.teamId.anyOf[1].type,parentSchema:schema121.properties.teamId.anyOf[1],data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err5 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema121.properties.teamId.anyOf,parentSchema:schema121.properties.teamId,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema121.type,parentSchema:schema121,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate110.errors = vErrors;
return errors === 0;
}
validate110.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setInsightTags_body = validate111;
const schema122 = {"type":"object","additionalProperties":false,"required":["tagIds"],"properties":{"tagIds":{"type":"array","maxItems":50,"items":{"type":"string","format":"uuid"}}},"$id":"setInsightTags_body"};

function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setInsightTags_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate111.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tagIds === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tagIds"},message:"must have required property '"+"tagIds"+"'",schema:schema122.required,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "tagIds")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.tagIds !== undefined){
let data0 = data.tagIds;
if(Array.isArray(data0)){
if(data0.length > 50){
const err2 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema122.properties.tagIds,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
const err3 = {instancePath:instancePath+"/tagIds/" + i0,schemaPath:"#/properties/tagIds/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema122.properties.tagIds.items,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/tagIds/" + i0,schemaPath:"#/properties/tagIds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema122.properties.tagIds.items.type,parentSchema:schema122.properties.tagIds.items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema122.properties.tagIds.type,parentSchema:schema122.properties.tagIds,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema122.type,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate111.errors = vErrors;
return errors === 0;
}
validate111.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setInsightImpact_body = validate112;
const schema123 = {"type":"object","additionalProperties":false,"required":["impacts"],"properties":{"impacts":{"type":"array","maxItems":50,"items":{"type":"object","additionalProperties":false,"required":["objectiveId","delta"],"properties":{"objectiveId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$","description":"an objective UUID or ref such as OBJ-3"},"delta":{"type":"number","minimum":-99999999999999,"maximum":99999999999999}}}}},"$id":"setInsightImpact_body"};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setInsightImpact_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate112.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.impacts === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "impacts"},message:"must have required property '"+"impacts"+"'",schema:schema123.required,parentSchema:schema123,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "impacts")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema123,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.impacts !== undefined){
let data0 = data.impacts;
if(Array.isArray(data0)){
if(data0.length > 50){
const err2 = {instancePath:instancePath+"/impacts",schemaPath:"#/properties/impacts/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema123.properties.impacts,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.objectiveId === undefined){
const err3 = {instancePath:instancePath+"/impacts/" + i0,schemaPath:"#/properties/impacts/items/required",keyword:"required",params:{missingProperty: "objectiveId"},message:"must have required property '"+"objectiveId"+"'",schema:schema123.properties.impacts.items.required,parentSchema:schema123.properties.impacts.items,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.delta === undefined){
const err4 = {instancePath:instancePath+"/impacts/" + i0,schemaPath:"#/properties/impacts/items/required",keyword:"required",params:{missingProperty: "delta"},message:"must have required property '"+"delta"+"'",schema:schema123.properties.impacts.items.required,parentSchema:schema123.properties.impacts.items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data1){
if(!((key1 === "objectiveId") || (key1 === "delta"))){
const err5 = {instancePath:instancePath+"/impacts/" + i0,schemaPath:"#/properties/impacts/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema123.properties.impacts.items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.objectiveId !== undefined){
let data2 = data1.objectiveId;
if(typeof data2 === "string"){
if(!pattern15.test(data2)){
const err6 = {instancePath:instancePath+"/impacts/" + i0+"/objectiveId",schemaPath:"#/properties/impacts/items/properties/objectiveId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$",parentSchema:schema123.properties.impacts.items.properties.objectiveId,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/impacts/" + i0+"/objectiveId",schemaPath:"#/properties/impacts/items/properties/objectiveId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema123.properties.impacts.items.properties.objectiveId.type,parentSchema:schema123.properties.impacts.items.properties.objectiveId,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.delta !== undefined){
let data3 = data1.delta;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 99999999999999 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/impacts/" + i0+"/delta",schemaPath:"#/properties/impacts/items/properties/delta/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999999999},message:"must be <= 99999999999999",schema:99999999999999,parentSchema:schema123.properties.impacts.items.properties.delta,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < -99999999999999 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/impacts/" + i0+"/delta",schemaPath:"#/properties/impacts/items/properties/delta/minimum",keyword:"minimum",params:{comparison: ">=", limit: -99999999999999},message:"must be >= -99999999999999",schema:-99999999999999,parentSchema:schema123.properties.impacts.items.properties.delta,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/impacts/" + i0+"/delta",schemaPath:"#/properties/impacts/items/properties/delta/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema123.properties.impacts.items.properties.delta.type,parentSchema:schema123.properties.impacts.items.properties.delta,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/impacts/" + i0,schemaPath:"#/properties/impacts/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema123.properties.impacts.items.type,parentSchema:schema123.properties.impacts.items,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/impacts",schemaPath:"#/properties/impacts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema123.properties.impacts.type,parentSchema:schema123.properties.impacts,data:data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema123.type,parentSchema:schema123,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createExternalStakeholder_body = validate113;
const schema124 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200}},"$id":"createExternalStakeholder_body"};

function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createExternalStakeholder_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate113.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema124.required,parentSchema:schema124,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "name")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema124,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema124.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema124.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema124.properties.name.type,parentSchema:schema124.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema124.type,parentSchema:schema124,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate113.errors = vErrors;
return errors === 0;
}
validate113.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const startCustomerOnboarding_body = validate114;
const schema125 = {"type":"object","additionalProperties":false,"properties":{"templateId":{"type":"string","format":"uuid","description":"A template whose defaultEntityType is customer; omitted: the org default."}},"$id":"startCustomerOnboarding_body"};

function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="startCustomerOnboarding_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate114.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "templateId")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema125,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.templateId !== undefined){
let data0 = data.templateId;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err1 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema125.properties.templateId,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema125.properties.templateId.type,parentSchema:schema125.properties.templateId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema125.type,parentSchema:schema125,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate114.errors = vErrors;
return errors === 0;
}
validate114.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const advanceCustomerOnboarding_body = validate115;
const schema126 = {"type":"object","additionalProperties":false,"properties":{"stepInstanceId":{"type":"string","format":"uuid"},"stepId":{"type":"string","format":"uuid"}},"$id":"advanceCustomerOnboarding_body"};

function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="advanceCustomerOnboarding_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate115.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "stepInstanceId") || (key0 === "stepId"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema126,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.stepInstanceId !== undefined){
let data0 = data.stepInstanceId;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err1 = {instancePath:instancePath+"/stepInstanceId",schemaPath:"#/properties/stepInstanceId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema126.properties.stepInstanceId,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/stepInstanceId",schemaPath:"#/properties/stepInstanceId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema126.properties.stepInstanceId.type,parentSchema:schema126.properties.stepInstanceId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.stepId !== undefined){
let data1 = data.stepId;
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
const err3 = {instancePath:instancePath+"/stepId",schemaPath:"#/properties/stepId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema126.properties.stepId,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/stepId",schemaPath:"#/properties/stepId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema126.properties.stepId.type,parentSchema:schema126.properties.stepId,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema126.type,parentSchema:schema126,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate115.errors = vErrors;
return errors === 0;
}
validate115.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const completeCustomerOnboarding_body = validate116;
const schema127 = {"type":"object","additionalProperties":false,"properties":{},"$id":"completeCustomerOnboarding_body"};

function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="completeCustomerOnboarding_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate116.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema127.type,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate116.errors = vErrors;
return errors === 0;
}
validate116.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateCustomerOnboardingStep_body = validate117;
const schema128 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"driId":{"anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"arrTranche":{"type":["number","null"],"minimum":0,"maximum":99999999999999},"taskId":{"anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$","description":"a task UUID or ref such as ENG-12 (its team's prefix and number; TASK-12 for a task without a team)"},{"type":"null"}]}},"$id":"updateCustomerOnboardingStep_body"};

function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateCustomerOnboardingStep_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate117.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema128,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "driId") || (key0 === "arrTranche")) || (key0 === "taskId"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema128,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.driId !== undefined){
let data0 = data.driId;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err2 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema128.properties.driId.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema128.properties.driId.anyOf[0].type,parentSchema:schema128.properties.driId.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data0 !== null){
const err4 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema128.properties.driId.anyOf[1].type,parentSchema:schema128.properties.driId.anyOf[1],data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err5 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema128.properties.driId.anyOf,parentSchema:schema128.properties.driId,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.arrTranche !== undefined){
let data1 = data.arrTranche;
if((!((typeof data1 == "number") && (isFinite(data1)))) && (data1 !== null)){
const err6 = {instancePath:instancePath+"/arrTranche",schemaPath:"#/properties/arrTranche/type",keyword:"type",params:{type: schema128.properties.arrTranche.type},message:"must be number,null",schema:schema128.properties.arrTranche.type,parentSchema:schema128.properties.arrTranche,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 99999999999999 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/arrTranche",schemaPath:"#/properties/arrTranche/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999999999},message:"must be <= 99999999999999",schema:99999999999999,parentSchema:schema128.properties.arrTranche,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/arrTranche",schemaPath:"#/properties/arrTranche/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema128.properties.arrTranche,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.taskId !== undefined){
let data2 = data.taskId;
const _errs11 = errors;
let valid2 = false;
const _errs12 = errors;
if(typeof data2 === "string"){
if(!pattern30.test(data2)){
const err9 = {instancePath:instancePath+"/taskId",schemaPath:"#/properties/taskId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$",parentSchema:schema128.properties.taskId.anyOf[0],data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/taskId",schemaPath:"#/properties/taskId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema128.properties.taskId.anyOf[0].type,parentSchema:schema128.properties.taskId.anyOf[0],data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
const _errs14 = errors;
if(data2 !== null){
const err11 = {instancePath:instancePath+"/taskId",schemaPath:"#/properties/taskId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema128.properties.taskId.anyOf[1].type,parentSchema:schema128.properties.taskId.anyOf[1],data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err12 = {instancePath:instancePath+"/taskId",schemaPath:"#/properties/taskId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema128.properties.taskId.anyOf,parentSchema:schema128.properties.taskId,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema128.type,parentSchema:schema128,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createCustomerOnboardingStepWork_body = validate118;
const schema129 = {"type":"object","additionalProperties":false,"required":["kind","title"],"properties":{"kind":{"type":"string","enum":["task","opportunity"]},"title":{"type":"string","minLength":1,"maxLength":200,"description":"At most 200 characters (the shorter of the task and opportunity title limits)."},"teamId":{"description":"The team of the task (UUID or prefix): required for kind task.","allOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$","description":"a team UUID or the team's prefix such as ENG"}]}},"$id":"createCustomerOnboardingStepWork_body"};

function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createCustomerOnboardingStepWork_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate118.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema129.required,parentSchema:schema129,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema129.required,parentSchema:schema129,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "kind") || (key0 === "title")) || (key0 === "teamId"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema129,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema129.properties.kind.type,parentSchema:schema129.properties.kind,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data0 === "task") || (data0 === "opportunity"))){
const err4 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema129.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema129.properties.kind.enum,parentSchema:schema129.properties.kind,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema129.properties.title,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema129.properties.title,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema129.properties.title.type,parentSchema:schema129.properties.title,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.teamId !== undefined){
let data2 = data.teamId;
if(typeof data2 === "string"){
if(!pattern19.test(data2)){
const err8 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/allOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$",parentSchema:schema129.properties.teamId.allOf[0],data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/allOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema129.properties.teamId.allOf[0].type,parentSchema:schema129.properties.teamId.allOf[0],data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema129.type,parentSchema:schema129,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate118.errors = vErrors;
return errors === 0;
}
validate118.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createCustomerReview_body = validate119;
const schema130 = {"type":"object","additionalProperties":false,"required":["from"],"properties":{"from":{"type":"string","format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"}},"$id":"createCustomerReview_body"};

function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createCustomerReview_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate119.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.from === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema130.required,parentSchema:schema130,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "from")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema130,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.from !== undefined){
let data0 = data.from;
if(typeof data0 === "string"){
if(!(formats20.validate(data0))){
const err2 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema130.properties.from,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(formats20.compare(data0, "9999-12-31") > 0){
const err3 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema130.properties.from,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(formats20.compare(data0, "0001-01-01") < 0){
const err4 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema130.properties.from,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema130.properties.from.type,parentSchema:schema130.properties.from,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema130.type,parentSchema:schema130,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate119.errors = vErrors;
return errors === 0;
}
validate119.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const acceptInsightPattern_body = validate120;
const schema131 = {"type":"object","additionalProperties":false,"properties":{"title":{"type":"string","minLength":1,"maxLength":200,"description":"The new opportunity's title (default: the pattern's label); at most 200 characters, as any opportunity title."}},"$id":"acceptInsightPattern_body"};

function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="acceptInsightPattern_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate120.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "title")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema131,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err1 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema131.properties.title,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema131.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema131.properties.title.type,parentSchema:schema131.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema131.type,parentSchema:schema131,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate120.errors = vErrors;
return errors === 0;
}
validate120.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const dismissInsightPattern_body = validate121;
const schema132 = {"type":"object","additionalProperties":false,"properties":{},"$id":"dismissInsightPattern_body"};

function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="dismissInsightPattern_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate121.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema132.type,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate121.errors = vErrors;
return errors === 0;
}
validate121.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const attachInsightPatternWork_body = validate122;
const schema133 = {"type":"object","additionalProperties":false,"required":["entityType","entityId"],"properties":{"entityType":{"type":"string","enum":["opportunity","task"]},"entityId":{"type":"string","minLength":1,"maxLength":64}},"$id":"attachInsightPatternWork_body"};

function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="attachInsightPatternWork_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate122.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entityType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityType"},message:"must have required property '"+"entityType"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "entityType") || (key0 === "entityId"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.entityType !== undefined){
let data0 = data.entityType;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema133.properties.entityType.type,parentSchema:schema133.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data0 === "opportunity") || (data0 === "task"))){
const err4 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/enum",keyword:"enum",params:{allowedValues: schema133.properties.entityType.enum},message:"must be equal to one of the allowed values",schema:schema133.properties.entityType.enum,parentSchema:schema133.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.entityId !== undefined){
let data1 = data.entityId;
if(typeof data1 === "string"){
if(func1(data1) > 64){
const err5 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema133.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema133.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema133.properties.entityId.type,parentSchema:schema133.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema133.type,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate122.errors = vErrors;
return errors === 0;
}
validate122.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const linkInsightPatternInsights_body = validate123;
const schema134 = {"type":"object","additionalProperties":false,"required":["insightIds"],"properties":{"insightIds":{"type":"array","minItems":1,"maxItems":100,"items":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|INS-[0-9]{1,9})$","description":"an insight UUID or ref such as INS-3"}}},"$id":"linkInsightPatternInsights_body"};
const pattern70 = new RegExp("^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|INS-[0-9]{1,9})$", "u");

function validate123(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="linkInsightPatternInsights_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate123.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.insightIds === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "insightIds"},message:"must have required property '"+"insightIds"+"'",schema:schema134.required,parentSchema:schema134,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "insightIds")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema134,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.insightIds !== undefined){
let data0 = data.insightIds;
if(Array.isArray(data0)){
if(data0.length > 100){
const err2 = {instancePath:instancePath+"/insightIds",schemaPath:"#/properties/insightIds/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items",schema:100,parentSchema:schema134.properties.insightIds,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/insightIds",schemaPath:"#/properties/insightIds/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema134.properties.insightIds,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(!pattern70.test(data1)){
const err4 = {instancePath:instancePath+"/insightIds/" + i0,schemaPath:"#/properties/insightIds/items/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|INS-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|INS-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|INS-[0-9]{1,9})$",parentSchema:schema134.properties.insightIds.items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/insightIds/" + i0,schemaPath:"#/properties/insightIds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema134.properties.insightIds.items.type,parentSchema:schema134.properties.insightIds.items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/insightIds",schemaPath:"#/properties/insightIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema134.properties.insightIds.type,parentSchema:schema134.properties.insightIds,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema134.type,parentSchema:schema134,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate123.errors = vErrors;
return errors === 0;
}
validate123.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createCycle_body = validate124;
const schema135 = {"type":"object","additionalProperties":false,"required":["teamId","startsOn","endsOn"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"startsOn":{"type":"string","format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"endsOn":{"type":"string","format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"teamId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$","description":"a team UUID or the team's prefix such as ENG"}},"$id":"createCycle_body"};

function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createCycle_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate124.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.teamId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "teamId"},message:"must have required property '"+"teamId"+"'",schema:schema135.required,parentSchema:schema135,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.startsOn === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "startsOn"},message:"must have required property '"+"startsOn"+"'",schema:schema135.required,parentSchema:schema135,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.endsOn === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "endsOn"},message:"must have required property '"+"endsOn"+"'",schema:schema135.required,parentSchema:schema135,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "startsOn")) || (key0 === "endsOn")) || (key0 === "teamId"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema135,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema135.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema135.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema135.properties.name.type,parentSchema:schema135.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.startsOn !== undefined){
let data1 = data.startsOn;
if(typeof data1 === "string"){
if(!(formats20.validate(data1))){
const err7 = {instancePath:instancePath+"/startsOn",schemaPath:"#/properties/startsOn/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema135.properties.startsOn,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(formats20.compare(data1, "9999-12-31") > 0){
const err8 = {instancePath:instancePath+"/startsOn",schemaPath:"#/properties/startsOn/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema135.properties.startsOn,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(formats20.compare(data1, "0001-01-01") < 0){
const err9 = {instancePath:instancePath+"/startsOn",schemaPath:"#/properties/startsOn/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema135.properties.startsOn,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/startsOn",schemaPath:"#/properties/startsOn/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema135.properties.startsOn.type,parentSchema:schema135.properties.startsOn,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.endsOn !== undefined){
let data2 = data.endsOn;
if(typeof data2 === "string"){
if(!(formats20.validate(data2))){
const err11 = {instancePath:instancePath+"/endsOn",schemaPath:"#/properties/endsOn/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema135.properties.endsOn,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(formats20.compare(data2, "9999-12-31") > 0){
const err12 = {instancePath:instancePath+"/endsOn",schemaPath:"#/properties/endsOn/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema135.properties.endsOn,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(formats20.compare(data2, "0001-01-01") < 0){
const err13 = {instancePath:instancePath+"/endsOn",schemaPath:"#/properties/endsOn/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema135.properties.endsOn,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/endsOn",schemaPath:"#/properties/endsOn/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema135.properties.endsOn.type,parentSchema:schema135.properties.endsOn,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.teamId !== undefined){
let data3 = data.teamId;
if(typeof data3 === "string"){
if(!pattern19.test(data3)){
const err15 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$",parentSchema:schema135.properties.teamId,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema135.properties.teamId.type,parentSchema:schema135.properties.teamId,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema135.type,parentSchema:schema135,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate124.errors = vErrors;
return errors === 0;
}
validate124.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateCycle_body = validate125;
const schema136 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"startsOn":{"type":"string","format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"endsOn":{"type":"string","format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"acknowledgedBreaks":{"type":"array","maxItems":500,"items":{"type":"object","description":"A customer commitment a task move would break (the PROMISE_BREAKS refusal lists them): the task's work (the task, or its opportunity) is linked to an insight promised to a customer by `deadline`, and the move makes it finish on `newDate` (the target cycle's end; null when unscheduled), after the deadline.","required":["taskId","insightId","customerId","deadline","newDate"],"properties":{"taskId":{"type":"string","format":"uuid"},"insightId":{"type":"string","format":"uuid"},"customerId":{"type":"string","format":"uuid"},"deadline":{"type":"string","format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"newDate":{"type":["string","null"],"format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"}}},"description":"The breaks a PROMISE_BREAKS refusal listed, re-sent to confirm."}},"$id":"updateCycle_body"};

function validate125(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateCycle_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate125.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema136,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "startsOn")) || (key0 === "endsOn")) || (key0 === "acknowledgedBreaks"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema136,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema136.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema136.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema136.properties.name.type,parentSchema:schema136.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.startsOn !== undefined){
let data1 = data.startsOn;
if(typeof data1 === "string"){
if(!(formats20.validate(data1))){
const err5 = {instancePath:instancePath+"/startsOn",schemaPath:"#/properties/startsOn/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema136.properties.startsOn,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(formats20.compare(data1, "9999-12-31") > 0){
const err6 = {instancePath:instancePath+"/startsOn",schemaPath:"#/properties/startsOn/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema136.properties.startsOn,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(formats20.compare(data1, "0001-01-01") < 0){
const err7 = {instancePath:instancePath+"/startsOn",schemaPath:"#/properties/startsOn/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema136.properties.startsOn,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/startsOn",schemaPath:"#/properties/startsOn/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema136.properties.startsOn.type,parentSchema:schema136.properties.startsOn,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.endsOn !== undefined){
let data2 = data.endsOn;
if(typeof data2 === "string"){
if(!(formats20.validate(data2))){
const err9 = {instancePath:instancePath+"/endsOn",schemaPath:"#/properties/endsOn/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema136.properties.endsOn,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(formats20.compare(data2, "9999-12-31") > 0){
const err10 = {instancePath:instancePath+"/endsOn",schemaPath:"#/properties/endsOn/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema136.properties.endsOn,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(formats20.compare(data2, "0001-01-01") < 0){
const err11 = {instancePath:instancePath+"/endsOn",schemaPath:"#/properties/endsOn/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema136.properties.endsOn,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/endsOn",schemaPath:"#/properties/endsOn/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema136.properties.endsOn.type,parentSchema:schema136.properties.endsOn,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.acknowledgedBreaks !== undefined){
let data3 = data.acknowledgedBreaks;
if(Array.isArray(data3)){
if(data3.length > 500){
const err13 = {instancePath:instancePath+"/acknowledgedBreaks",schemaPath:"#/properties/acknowledgedBreaks/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items",schema:500,parentSchema:schema136.properties.acknowledgedBreaks,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.taskId === undefined){
const err14 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0,schemaPath:"#/properties/acknowledgedBreaks/items/required",keyword:"required",params:{missingProperty: "taskId"},message:"must have required property '"+"taskId"+"'",schema:schema136.properties.acknowledgedBreaks.items.required,parentSchema:schema136.properties.acknowledgedBreaks.items,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.insightId === undefined){
const err15 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0,schemaPath:"#/properties/acknowledgedBreaks/items/required",keyword:"required",params:{missingProperty: "insightId"},message:"must have required property '"+"insightId"+"'",schema:schema136.properties.acknowledgedBreaks.items.required,parentSchema:schema136.properties.acknowledgedBreaks.items,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4.customerId === undefined){
const err16 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0,schemaPath:"#/properties/acknowledgedBreaks/items/required",keyword:"required",params:{missingProperty: "customerId"},message:"must have required property '"+"customerId"+"'",schema:schema136.properties.acknowledgedBreaks.items.required,parentSchema:schema136.properties.acknowledgedBreaks.items,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4.deadline === undefined){
const err17 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0,schemaPath:"#/properties/acknowledgedBreaks/items/required",keyword:"required",params:{missingProperty: "deadline"},message:"must have required property '"+"deadline"+"'",schema:schema136.properties.acknowledgedBreaks.items.required,parentSchema:schema136.properties.acknowledgedBreaks.items,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4.newDate === undefined){
const err18 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0,schemaPath:"#/properties/acknowledgedBreaks/items/required",keyword:"required",params:{missingProperty: "newDate"},message:"must have required property '"+"newDate"+"'",schema:schema136.properties.acknowledgedBreaks.items.required,parentSchema:schema136.properties.acknowledgedBreaks.items,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4.taskId !== undefined){
let data5 = data4.taskId;
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err19 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/taskId",schemaPath:"#/properties/acknowledgedBreaks/items/properties/taskId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema136.properties.acknowledgedBreaks.items.properties.taskId,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/taskId",schemaPath:"#/properties/acknowledgedBreaks/items/properties/taskId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema136.properties.acknowledgedBreaks.items.properties.taskId.type,parentSchema:schema136.properties.acknowledgedBreaks.items.properties.taskId,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.insightId !== undefined){
let data6 = data4.insightId;
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
const err21 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/insightId",schemaPath:"#/properties/acknowledgedBreaks/items/properties/insightId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema136.properties.acknowledgedBreaks.items.properties.insightId,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/insightId",schemaPath:"#/properties/acknowledgedBreaks/items/properties/insightId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema136.properties.acknowledgedBreaks.items.properties.insightId.type,parentSchema:schema136.properties.acknowledgedBreaks.items.properties.insightId,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.customerId !== undefined){
let data7 = data4.customerId;
if(typeof data7 === "string"){
if(!(formats0.test(data7))){
const err23 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/customerId",schemaPath:"#/properties/acknowledgedBreaks/items/properties/customerId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema136.properties.acknowledgedBreaks.items.properties.customerId,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/customerId",schemaPath:"#/properties/acknowledgedBreaks/items/properties/customerId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema136.properties.acknowledgedBreaks.items.properties.customerId.type,parentSchema:schema136.properties.acknowledgedBreaks.items.properties.customerId,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data4.deadline !== undefined){
let data8 = data4.deadline;
if(typeof data8 === "string"){
if(!(formats20.validate(data8))){
const err25 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/deadline",schemaPath:"#/properties/acknowledgedBreaks/items/properties/deadline/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema136.properties.acknowledgedBreaks.items.properties.deadline,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(formats20.compare(data8, "9999-12-31") > 0){
const err26 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/deadline",schemaPath:"#/properties/acknowledgedBreaks/items/properties/deadline/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema136.properties.acknowledgedBreaks.items.properties.deadline,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(formats20.compare(data8, "0001-01-01") < 0){
const err27 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/deadline",schemaPath:"#/properties/acknowledgedBreaks/items/properties/deadline/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema136.properties.acknowledgedBreaks.items.properties.deadline,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/deadline",schemaPath:"#/properties/acknowledgedBreaks/items/properties/deadline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema136.properties.acknowledgedBreaks.items.properties.deadline.type,parentSchema:schema136.properties.acknowledgedBreaks.items.properties.deadline,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data4.newDate !== undefined){
let data9 = data4.newDate;
if((typeof data9 !== "string") && (data9 !== null)){
const err29 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/newDate",schemaPath:"#/properties/acknowledgedBreaks/items/properties/newDate/type",keyword:"type",params:{type: schema136.properties.acknowledgedBreaks.items.properties.newDate.type},message:"must be string,null",schema:schema136.properties.acknowledgedBreaks.items.properties.newDate.type,parentSchema:schema136.properties.acknowledgedBreaks.items.properties.newDate,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(typeof data9 === "string"){
if(!(formats20.validate(data9))){
const err30 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/newDate",schemaPath:"#/properties/acknowledgedBreaks/items/properties/newDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema136.properties.acknowledgedBreaks.items.properties.newDate,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(formats20.compare(data9, "9999-12-31") > 0){
const err31 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/newDate",schemaPath:"#/properties/acknowledgedBreaks/items/properties/newDate/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema136.properties.acknowledgedBreaks.items.properties.newDate,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(formats20.compare(data9, "0001-01-01") < 0){
const err32 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/newDate",schemaPath:"#/properties/acknowledgedBreaks/items/properties/newDate/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema136.properties.acknowledgedBreaks.items.properties.newDate,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
}
else {
const err33 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0,schemaPath:"#/properties/acknowledgedBreaks/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema136.properties.acknowledgedBreaks.items.type,parentSchema:schema136.properties.acknowledgedBreaks.items,data:data4};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/acknowledgedBreaks",schemaPath:"#/properties/acknowledgedBreaks/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema136.properties.acknowledgedBreaks.type,parentSchema:schema136.properties.acknowledgedBreaks,data:data3};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema136.type,parentSchema:schema136,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate125.errors = vErrors;
return errors === 0;
}
validate125.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const moveTaskCycle_body = validate126;
const schema137 = {"type":"object","additionalProperties":false,"required":["cycleId"],"properties":{"cycleId":{"type":["string","null"],"format":"uuid","description":"A cycle of the task's team; null unschedules."},"acknowledgedBreaks":{"type":"array","maxItems":100,"items":{"type":"object","description":"A customer commitment a task move would break (the PROMISE_BREAKS refusal lists them): the task's work (the task, or its opportunity) is linked to an insight promised to a customer by `deadline`, and the move makes it finish on `newDate` (the target cycle's end; null when unscheduled), after the deadline.","required":["taskId","insightId","customerId","deadline","newDate"],"properties":{"taskId":{"type":"string","format":"uuid"},"insightId":{"type":"string","format":"uuid"},"customerId":{"type":"string","format":"uuid"},"deadline":{"type":"string","format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"newDate":{"type":["string","null"],"format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"}}},"description":"The breaks a PROMISE_BREAKS refusal listed, re-sent to confirm."}},"$id":"moveTaskCycle_body"};

function validate126(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="moveTaskCycle_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate126.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cycleId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cycleId"},message:"must have required property '"+"cycleId"+"'",schema:schema137.required,parentSchema:schema137,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "cycleId") || (key0 === "acknowledgedBreaks"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema137,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.cycleId !== undefined){
let data0 = data.cycleId;
if((typeof data0 !== "string") && (data0 !== null)){
const err2 = {instancePath:instancePath+"/cycleId",schemaPath:"#/properties/cycleId/type",keyword:"type",params:{type: schema137.properties.cycleId.type},message:"must be string,null",schema:schema137.properties.cycleId.type,parentSchema:schema137.properties.cycleId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err3 = {instancePath:instancePath+"/cycleId",schemaPath:"#/properties/cycleId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema137.properties.cycleId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.acknowledgedBreaks !== undefined){
let data1 = data.acknowledgedBreaks;
if(Array.isArray(data1)){
if(data1.length > 100){
const err4 = {instancePath:instancePath+"/acknowledgedBreaks",schemaPath:"#/properties/acknowledgedBreaks/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items",schema:100,parentSchema:schema137.properties.acknowledgedBreaks,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.taskId === undefined){
const err5 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0,schemaPath:"#/properties/acknowledgedBreaks/items/required",keyword:"required",params:{missingProperty: "taskId"},message:"must have required property '"+"taskId"+"'",schema:schema137.properties.acknowledgedBreaks.items.required,parentSchema:schema137.properties.acknowledgedBreaks.items,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.insightId === undefined){
const err6 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0,schemaPath:"#/properties/acknowledgedBreaks/items/required",keyword:"required",params:{missingProperty: "insightId"},message:"must have required property '"+"insightId"+"'",schema:schema137.properties.acknowledgedBreaks.items.required,parentSchema:schema137.properties.acknowledgedBreaks.items,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.customerId === undefined){
const err7 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0,schemaPath:"#/properties/acknowledgedBreaks/items/required",keyword:"required",params:{missingProperty: "customerId"},message:"must have required property '"+"customerId"+"'",schema:schema137.properties.acknowledgedBreaks.items.required,parentSchema:schema137.properties.acknowledgedBreaks.items,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.deadline === undefined){
const err8 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0,schemaPath:"#/properties/acknowledgedBreaks/items/required",keyword:"required",params:{missingProperty: "deadline"},message:"must have required property '"+"deadline"+"'",schema:schema137.properties.acknowledgedBreaks.items.required,parentSchema:schema137.properties.acknowledgedBreaks.items,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.newDate === undefined){
const err9 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0,schemaPath:"#/properties/acknowledgedBreaks/items/required",keyword:"required",params:{missingProperty: "newDate"},message:"must have required property '"+"newDate"+"'",schema:schema137.properties.acknowledgedBreaks.items.required,parentSchema:schema137.properties.acknowledgedBreaks.items,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.taskId !== undefined){
let data3 = data2.taskId;
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
const err10 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/taskId",schemaPath:"#/properties/acknowledgedBreaks/items/properties/taskId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema137.properties.acknowledgedBreaks.items.properties.taskId,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/taskId",schemaPath:"#/properties/acknowledgedBreaks/items/properties/taskId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema137.properties.acknowledgedBreaks.items.properties.taskId.type,parentSchema:schema137.properties.acknowledgedBreaks.items.properties.taskId,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.insightId !== undefined){
let data4 = data2.insightId;
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
const err12 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/insightId",schemaPath:"#/properties/acknowledgedBreaks/items/properties/insightId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema137.properties.acknowledgedBreaks.items.properties.insightId,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/insightId",schemaPath:"#/properties/acknowledgedBreaks/items/properties/insightId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema137.properties.acknowledgedBreaks.items.properties.insightId.type,parentSchema:schema137.properties.acknowledgedBreaks.items.properties.insightId,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.customerId !== undefined){
let data5 = data2.customerId;
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err14 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/customerId",schemaPath:"#/properties/acknowledgedBreaks/items/properties/customerId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema137.properties.acknowledgedBreaks.items.properties.customerId,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/customerId",schemaPath:"#/properties/acknowledgedBreaks/items/properties/customerId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema137.properties.acknowledgedBreaks.items.properties.customerId.type,parentSchema:schema137.properties.acknowledgedBreaks.items.properties.customerId,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.deadline !== undefined){
let data6 = data2.deadline;
if(typeof data6 === "string"){
if(!(formats20.validate(data6))){
const err16 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/deadline",schemaPath:"#/properties/acknowledgedBreaks/items/properties/deadline/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema137.properties.acknowledgedBreaks.items.properties.deadline,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(formats20.compare(data6, "9999-12-31") > 0){
const err17 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/deadline",schemaPath:"#/properties/acknowledgedBreaks/items/properties/deadline/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema137.properties.acknowledgedBreaks.items.properties.deadline,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(formats20.compare(data6, "0001-01-01") < 0){
const err18 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/deadline",schemaPath:"#/properties/acknowledgedBreaks/items/properties/deadline/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema137.properties.acknowledgedBreaks.items.properties.deadline,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/deadline",schemaPath:"#/properties/acknowledgedBreaks/items/properties/deadline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema137.properties.acknowledgedBreaks.items.properties.deadline.type,parentSchema:schema137.properties.acknowledgedBreaks.items.properties.deadline,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.newDate !== undefined){
let data7 = data2.newDate;
if((typeof data7 !== "string") && (data7 !== null)){
const err20 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/newDate",schemaPath:"#/properties/acknowledgedBreaks/items/properties/newDate/type",keyword:"type",params:{type: schema137.properties.acknowledgedBreaks.items.properties.newDate.type},message:"must be string,null",schema:schema137.properties.acknowledgedBreaks.items.properties.newDate.type,parentSchema:schema137.properties.acknowledgedBreaks.items.properties.newDate,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data7 === "string"){
if(!(formats20.validate(data7))){
const err21 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/newDate",schemaPath:"#/properties/acknowledgedBreaks/items/properties/newDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema137.properties.acknowledgedBreaks.items.properties.newDate,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(formats20.compare(data7, "9999-12-31") > 0){
const err22 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/newDate",schemaPath:"#/properties/acknowledgedBreaks/items/properties/newDate/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema137.properties.acknowledgedBreaks.items.properties.newDate,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(formats20.compare(data7, "0001-01-01") < 0){
const err23 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0+"/newDate",schemaPath:"#/properties/acknowledgedBreaks/items/properties/newDate/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema137.properties.acknowledgedBreaks.items.properties.newDate,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
}
else {
const err24 = {instancePath:instancePath+"/acknowledgedBreaks/" + i0,schemaPath:"#/properties/acknowledgedBreaks/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema137.properties.acknowledgedBreaks.items.type,parentSchema:schema137.properties.acknowledgedBreaks.items,data:data2};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/acknowledgedBreaks",schemaPath:"#/properties/acknowledgedBreaks/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema137.properties.acknowledgedBreaks.type,parentSchema:schema137.properties.acknowledgedBreaks,data:data1};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema137.type,parentSchema:schema137,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate126.errors = vErrors;
return errors === 0;
}
validate126.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createFile_body = validate127;
const schema138 = {"type":"object","additionalProperties":false,"required":["sha256","filename","contentType","size"],"properties":{"sha256":{"type":"string","pattern":"^[0-9a-f]{64}$","description":"SHA-256 of the bytes, 64 lowercase hex characters."},"filename":{"type":"string","minLength":1,"maxLength":255,"pattern":"^[^/\\\\]+$","description":"The name shown and used on download; no slashes."},"contentType":{"type":"string","minLength":3,"maxLength":127,"description":"The media type, such as image/png or application/pdf; the allowed types are listed in the error when one is refused."},"size":{"type":"integer","minimum":1,"maximum":104857600,"description":"Bytes; at most 100 MiB (104857600)."},"entityType":{"type":"string","description":"Kind of record a file can be attached to.","enum":["vision","objective","metric","opportunity","task","customer","insight","message","comment"]},"entityId":{"type":"string","minLength":1,"maxLength":64,"description":"With entityType: the record (UUID or ref) to attach the file to."}},"$id":"createFile_body"};
const pattern72 = new RegExp("^[0-9a-f]{64}$", "u");
const pattern73 = new RegExp("^[^/\\\\]+$", "u");

function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createFile_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate127.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sha256 === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'",schema:schema138.required,parentSchema:schema138,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.filename === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "filename"},message:"must have required property '"+"filename"+"'",schema:schema138.required,parentSchema:schema138,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.contentType === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contentType"},message:"must have required property '"+"contentType"+"'",schema:schema138.required,parentSchema:schema138,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.size === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'",schema:schema138.required,parentSchema:schema138,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "sha256") || (key0 === "filename")) || (key0 === "contentType")) || (key0 === "size")) || (key0 === "entityType")) || (key0 === "entityId"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema138,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.sha256 !== undefined){
let data0 = data.sha256;
if(typeof data0 === "string"){
if(!pattern72.test(data0)){
const err5 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\"",schema:"^[0-9a-f]{64}$",parentSchema:schema138.properties.sha256,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema138.properties.sha256.type,parentSchema:schema138.properties.sha256,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.filename !== undefined){
let data1 = data.filename;
if(typeof data1 === "string"){
if(func1(data1) > 255){
const err7 = {instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema138.properties.filename,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema138.properties.filename,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern73.test(data1)){
const err9 = {instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/pattern",keyword:"pattern",params:{pattern: "^[^/\\\\]+$"},message:"must match pattern \""+"^[^/\\\\]+$"+"\"",schema:"^[^/\\\\]+$",parentSchema:schema138.properties.filename,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema138.properties.filename.type,parentSchema:schema138.properties.filename,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.contentType !== undefined){
let data2 = data.contentType;
if(typeof data2 === "string"){
if(func1(data2) > 127){
const err11 = {instancePath:instancePath+"/contentType",schemaPath:"#/properties/contentType/maxLength",keyword:"maxLength",params:{limit: 127},message:"must NOT have more than 127 characters",schema:127,parentSchema:schema138.properties.contentType,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data2) < 3){
const err12 = {instancePath:instancePath+"/contentType",schemaPath:"#/properties/contentType/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters",schema:3,parentSchema:schema138.properties.contentType,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/contentType",schemaPath:"#/properties/contentType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema138.properties.contentType.type,parentSchema:schema138.properties.contentType,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.size !== undefined){
let data3 = data.size;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema138.properties.size.type,parentSchema:schema138.properties.size,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 104857600 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 104857600},message:"must be <= 104857600",schema:104857600,parentSchema:schema138.properties.size,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema138.properties.size,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.entityType !== undefined){
let data4 = data.entityType;
if(typeof data4 !== "string"){
const err17 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema138.properties.entityType.type,parentSchema:schema138.properties.entityType,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(((((((((data4 === "vision") || (data4 === "objective")) || (data4 === "metric")) || (data4 === "opportunity")) || (data4 === "task")) || (data4 === "customer")) || (data4 === "insight")) || (data4 === "message")) || (data4 === "comment"))){
const err18 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/enum",keyword:"enum",params:{allowedValues: schema138.properties.entityType.enum},message:"must be equal to one of the allowed values",schema:schema138.properties.entityType.enum,parentSchema:schema138.properties.entityType,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.entityId !== undefined){
let data5 = data.entityId;
if(typeof data5 === "string"){
if(func1(data5) > 64){
const err19 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema138.properties.entityId,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func1(data5) < 1){
const err20 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema138.properties.entityId,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema138.properties.entityId.type,parentSchema:schema138.properties.entityId,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema138.type,parentSchema:schema138,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate127.errors = vErrors;
return errors === 0;
}
validate127.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const confirmFile_body = validate128;
const schema139 = {"type":"object","additionalProperties":false,"required":["etag"],"properties":{"etag":{"type":"string","minLength":1,"maxLength":200,"description":"The ETag response header of the upload, with or without its quotes."}},"$id":"confirmFile_body"};

function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="confirmFile_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate128.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.etag === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "etag"},message:"must have required property '"+"etag"+"'",schema:schema139.required,parentSchema:schema139,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "etag")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema139,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.etag !== undefined){
let data0 = data.etag;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/etag",schemaPath:"#/properties/etag/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema139.properties.etag,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/etag",schemaPath:"#/properties/etag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema139.properties.etag,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/etag",schemaPath:"#/properties/etag/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema139.properties.etag.type,parentSchema:schema139.properties.etag,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema139.type,parentSchema:schema139,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate128.errors = vErrors;
return errors === 0;
}
validate128.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const attachFile_body = validate129;
const schema140 = {"type":"object","additionalProperties":false,"required":["entityType","entityId"],"properties":{"entityType":{"type":"string","description":"Kind of record a file can be attached to.","enum":["vision","objective","metric","opportunity","task","customer","insight","message","comment"]},"entityId":{"type":"string","minLength":1,"maxLength":64,"description":"The record's UUID, or its ref (VIS-3, OPP-7, ENG-12, CUS-2, INS-5)."}},"$id":"attachFile_body"};

function validate129(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="attachFile_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate129.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entityType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityType"},message:"must have required property '"+"entityType"+"'",schema:schema140.required,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'",schema:schema140.required,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "entityType") || (key0 === "entityId"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.entityType !== undefined){
let data0 = data.entityType;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema140.properties.entityType.type,parentSchema:schema140.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((((((((data0 === "vision") || (data0 === "objective")) || (data0 === "metric")) || (data0 === "opportunity")) || (data0 === "task")) || (data0 === "customer")) || (data0 === "insight")) || (data0 === "message")) || (data0 === "comment"))){
const err4 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/enum",keyword:"enum",params:{allowedValues: schema140.properties.entityType.enum},message:"must be equal to one of the allowed values",schema:schema140.properties.entityType.enum,parentSchema:schema140.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.entityId !== undefined){
let data1 = data.entityId;
if(typeof data1 === "string"){
if(func1(data1) > 64){
const err5 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema140.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema140.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema140.properties.entityId.type,parentSchema:schema140.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema140.type,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate129.errors = vErrors;
return errors === 0;
}
validate129.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createTimeEntry_body = validate130;
const schema141 = {"type":"object","description":"One entry to write; exactly one of opportunityId, taskId or miscCategoryId unless entryKind is vacation or sick.","required":["entryDate","hours"],"additionalProperties":false,"properties":{"entryDate":{"type":"string","format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"hours":{"type":"number","minimum":0,"maximum":24},"note":{"type":"string","maxLength":2000,"description":"Required for misc, vacation and sick entries."},"opportunityId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$","description":"an opportunity UUID or ref such as OPP-3"},"taskId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$","description":"a task UUID or ref such as ENG-12 (its team's prefix and number; TASK-12 for a task without a team)"},"miscCategoryId":{"type":"string","format":"uuid","description":"A category of the org (from the category list)."},"entryKind":{"type":"string","description":"What the time was spent on. vacation and sick are untracked: they need a note, have no target and no category, and count in no cost.","enum":["customer_meeting","internal_planning","other","vacation","sick"]}},"$id":"createTimeEntry_body"};

function validate130(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createTimeEntry_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate130.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entryDate === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entryDate"},message:"must have required property '"+"entryDate"+"'",schema:schema141.required,parentSchema:schema141,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hours === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hours"},message:"must have required property '"+"hours"+"'",schema:schema141.required,parentSchema:schema141,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "entryDate") || (key0 === "hours")) || (key0 === "note")) || (key0 === "opportunityId")) || (key0 === "taskId")) || (key0 === "miscCategoryId")) || (key0 === "entryKind"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema141,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.entryDate !== undefined){
let data0 = data.entryDate;
if(typeof data0 === "string"){
if(!(formats20.validate(data0))){
const err3 = {instancePath:instancePath+"/entryDate",schemaPath:"#/properties/entryDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema141.properties.entryDate,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(formats20.compare(data0, "9999-12-31") > 0){
const err4 = {instancePath:instancePath+"/entryDate",schemaPath:"#/properties/entryDate/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema141.properties.entryDate,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(formats20.compare(data0, "0001-01-01") < 0){
const err5 = {instancePath:instancePath+"/entryDate",schemaPath:"#/properties/entryDate/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema141.properties.entryDate,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/entryDate",schemaPath:"#/properties/entryDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema141.properties.entryDate.type,parentSchema:schema141.properties.entryDate,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.hours !== undefined){
let data1 = data.hours;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 24 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 24},message:"must be <= 24",schema:24,parentSchema:schema141.properties.hours,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema141.properties.hours,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema141.properties.hours.type,parentSchema:schema141.properties.hours,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.note !== undefined){
let data2 = data.note;
if(typeof data2 === "string"){
if(func1(data2) > 2000){
const err10 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema141.properties.note,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema141.properties.note.type,parentSchema:schema141.properties.note,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.opportunityId !== undefined){
let data3 = data.opportunityId;
if(typeof data3 === "string"){
if(!pattern27.test(data3)){
const err12 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$",parentSchema:schema141.properties.opportunityId,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema141.properties.opportunityId.type,parentSchema:schema141.properties.opportunityId,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.taskId !== undefined){
let data4 = data.taskId;
if(typeof data4 === "string"){
if(!pattern30.test(data4)){
const err14 = {instancePath:instancePath+"/taskId",schemaPath:"#/properties/taskId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$",parentSchema:schema141.properties.taskId,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/taskId",schemaPath:"#/properties/taskId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema141.properties.taskId.type,parentSchema:schema141.properties.taskId,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.miscCategoryId !== undefined){
let data5 = data.miscCategoryId;
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err16 = {instancePath:instancePath+"/miscCategoryId",schemaPath:"#/properties/miscCategoryId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema141.properties.miscCategoryId,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/miscCategoryId",schemaPath:"#/properties/miscCategoryId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema141.properties.miscCategoryId.type,parentSchema:schema141.properties.miscCategoryId,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.entryKind !== undefined){
let data6 = data.entryKind;
if(typeof data6 !== "string"){
const err18 = {instancePath:instancePath+"/entryKind",schemaPath:"#/properties/entryKind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema141.properties.entryKind.type,parentSchema:schema141.properties.entryKind,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((((data6 === "customer_meeting") || (data6 === "internal_planning")) || (data6 === "other")) || (data6 === "vacation")) || (data6 === "sick"))){
const err19 = {instancePath:instancePath+"/entryKind",schemaPath:"#/properties/entryKind/enum",keyword:"enum",params:{allowedValues: schema141.properties.entryKind.enum},message:"must be equal to one of the allowed values",schema:schema141.properties.entryKind.enum,parentSchema:schema141.properties.entryKind,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema141.type,parentSchema:schema141,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate130.errors = vErrors;
return errors === 0;
}
validate130.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateTimeEntry_body = validate131;
const schema142 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"entryDate":{"type":"string","format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"hours":{"type":"number","minimum":0,"maximum":24},"note":{"type":["string","null"],"maxLength":2000},"opportunityId":{"anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$","description":"an opportunity UUID or ref such as OPP-3"},{"type":"null"}]},"taskId":{"anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$","description":"a task UUID or ref such as ENG-12 (its team's prefix and number; TASK-12 for a task without a team)"},{"type":"null"}]},"miscCategoryId":{"type":["string","null"],"format":"uuid"},"entryKind":{"type":"string","description":"What the time was spent on. vacation and sick are untracked: they need a note, have no target and no category, and count in no cost.","enum":["customer_meeting","internal_planning","other","vacation","sick"]}},"$id":"updateTimeEntry_body"};

function validate131(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateTimeEntry_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate131.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema142,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "entryDate") || (key0 === "hours")) || (key0 === "note")) || (key0 === "opportunityId")) || (key0 === "taskId")) || (key0 === "miscCategoryId")) || (key0 === "entryKind"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema142,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.entryDate !== undefined){
let data0 = data.entryDate;
if(typeof data0 === "string"){
if(!(formats20.validate(data0))){
const err2 = {instancePath:instancePath+"/entryDate",schemaPath:"#/properties/entryDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema142.properties.entryDate,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(formats20.compare(data0, "9999-12-31") > 0){
const err3 = {instancePath:instancePath+"/entryDate",schemaPath:"#/properties/entryDate/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema142.properties.entryDate,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(formats20.compare(data0, "0001-01-01") < 0){
const err4 = {instancePath:instancePath+"/entryDate",schemaPath:"#/properties/entryDate/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema142.properties.entryDate,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/entryDate",schemaPath:"#/properties/entryDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema142.properties.entryDate.type,parentSchema:schema142.properties.entryDate,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.hours !== undefined){
let data1 = data.hours;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 24 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 24},message:"must be <= 24",schema:24,parentSchema:schema142.properties.hours,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema142.properties.hours,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema142.properties.hours.type,parentSchema:schema142.properties.hours,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.note !== undefined){
let data2 = data.note;
if((typeof data2 !== "string") && (data2 !== null)){
const err9 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: schema142.properties.note.type},message:"must be string,null",schema:schema142.properties.note.type,parentSchema:schema142.properties.note,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data2 === "string"){
if(func1(data2) > 2000){
const err10 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema142.properties.note,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.opportunityId !== undefined){
let data3 = data.opportunityId;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data3 === "string"){
if(!pattern27.test(data3)){
const err11 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$",parentSchema:schema142.properties.opportunityId.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema142.properties.opportunityId.anyOf[0].type,parentSchema:schema142.properties.opportunityId.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data3 !== null){
const err13 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema142.properties.opportunityId.anyOf[1].type,parentSchema:schema142.properties.opportunityId.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err14 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema142.properties.opportunityId.anyOf,parentSchema:schema142.properties.opportunityId,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.taskId !== undefined){
let data4 = data.taskId;
const _errs15 = errors;
let valid2 = false;
const _errs16 = errors;
if(typeof data4 === "string"){
if(!pattern30.test(data4)){
const err15 = {instancePath:instancePath+"/taskId",schemaPath:"#/properties/taskId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$",parentSchema:schema142.properties.taskId.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/taskId",schemaPath:"#/properties/taskId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema142.properties.taskId.anyOf[0].type,parentSchema:schema142.properties.taskId.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid2 = valid2 || _valid1;
const _errs18 = errors;
if(data4 !== null){
const err17 = {instancePath:instancePath+"/taskId",schemaPath:"#/properties/taskId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema142.properties.taskId.anyOf[1].type,parentSchema:schema142.properties.taskId.anyOf[1],data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err18 = {instancePath:instancePath+"/taskId",schemaPath:"#/properties/taskId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema142.properties.taskId.anyOf,parentSchema:schema142.properties.taskId,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.miscCategoryId !== undefined){
let data5 = data.miscCategoryId;
if((typeof data5 !== "string") && (data5 !== null)){
const err19 = {instancePath:instancePath+"/miscCategoryId",schemaPath:"#/properties/miscCategoryId/type",keyword:"type",params:{type: schema142.properties.miscCategoryId.type},message:"must be string,null",schema:schema142.properties.miscCategoryId.type,parentSchema:schema142.properties.miscCategoryId,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err20 = {instancePath:instancePath+"/miscCategoryId",schemaPath:"#/properties/miscCategoryId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema142.properties.miscCategoryId,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.entryKind !== undefined){
let data6 = data.entryKind;
if(typeof data6 !== "string"){
const err21 = {instancePath:instancePath+"/entryKind",schemaPath:"#/properties/entryKind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema142.properties.entryKind.type,parentSchema:schema142.properties.entryKind,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(((((data6 === "customer_meeting") || (data6 === "internal_planning")) || (data6 === "other")) || (data6 === "vacation")) || (data6 === "sick"))){
const err22 = {instancePath:instancePath+"/entryKind",schemaPath:"#/properties/entryKind/enum",keyword:"enum",params:{allowedValues: schema142.properties.entryKind.enum},message:"must be equal to one of the allowed values",schema:schema142.properties.entryKind.enum,parentSchema:schema142.properties.entryKind,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema142.type,parentSchema:schema142,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate131.errors = vErrors;
return errors === 0;
}
validate131.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const upsertTimeEntryRange_body = validate132;
const schema143 = {"type":"object","additionalProperties":false,"required":["from","to","rows"],"properties":{"from":{"type":"string","format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"to":{"type":"string","format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"rows":{"type":"array","maxItems":500,"description":"At most 500; for more, split the window (from, to) into shorter ones, one call each.","items":{"type":"object","description":"One entry to write; exactly one of opportunityId, taskId or miscCategoryId unless entryKind is vacation or sick.","required":["entryDate","hours"],"additionalProperties":false,"properties":{"entryDate":{"type":"string","format":"date","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"hours":{"type":"number","minimum":0,"maximum":24},"note":{"type":"string","maxLength":2000,"description":"Required for misc, vacation and sick entries."},"opportunityId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$","description":"an opportunity UUID or ref such as OPP-3"},"taskId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$","description":"a task UUID or ref such as ENG-12 (its team's prefix and number; TASK-12 for a task without a team)"},"miscCategoryId":{"type":"string","format":"uuid","description":"A category of the org (from the category list)."},"entryKind":{"type":"string","description":"What the time was spent on. vacation and sick are untracked: they need a note, have no target and no category, and count in no cost.","enum":["customer_meeting","internal_planning","other","vacation","sick"]}}}}},"$id":"upsertTimeEntryRange_body"};

function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="upsertTimeEntryRange_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate132.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.from === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema143.required,parentSchema:schema143,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.to === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema143.required,parentSchema:schema143,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.rows === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'",schema:schema143.required,parentSchema:schema143,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "from") || (key0 === "to")) || (key0 === "rows"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema143,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.from !== undefined){
let data0 = data.from;
if(typeof data0 === "string"){
if(!(formats20.validate(data0))){
const err4 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema143.properties.from,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(formats20.compare(data0, "9999-12-31") > 0){
const err5 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema143.properties.from,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(formats20.compare(data0, "0001-01-01") < 0){
const err6 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema143.properties.from,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema143.properties.from.type,parentSchema:schema143.properties.from,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.to !== undefined){
let data1 = data.to;
if(typeof data1 === "string"){
if(!(formats20.validate(data1))){
const err8 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema143.properties.to,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(formats20.compare(data1, "9999-12-31") > 0){
const err9 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema143.properties.to,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(formats20.compare(data1, "0001-01-01") < 0){
const err10 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema143.properties.to,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema143.properties.to.type,parentSchema:schema143.properties.to,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.rows !== undefined){
let data2 = data.rows;
if(Array.isArray(data2)){
if(data2.length > 500){
const err12 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items",schema:500,parentSchema:schema143.properties.rows,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.entryDate === undefined){
const err13 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "entryDate"},message:"must have required property '"+"entryDate"+"'",schema:schema143.properties.rows.items.required,parentSchema:schema143.properties.rows.items,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.hours === undefined){
const err14 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "hours"},message:"must have required property '"+"hours"+"'",schema:schema143.properties.rows.items.required,parentSchema:schema143.properties.rows.items,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data3){
if(!(((((((key1 === "entryDate") || (key1 === "hours")) || (key1 === "note")) || (key1 === "opportunityId")) || (key1 === "taskId")) || (key1 === "miscCategoryId")) || (key1 === "entryKind"))){
const err15 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema143.properties.rows.items,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.entryDate !== undefined){
let data4 = data3.entryDate;
if(typeof data4 === "string"){
if(!(formats20.validate(data4))){
const err16 = {instancePath:instancePath+"/rows/" + i0+"/entryDate",schemaPath:"#/properties/rows/items/properties/entryDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema143.properties.rows.items.properties.entryDate,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(formats20.compare(data4, "9999-12-31") > 0){
const err17 = {instancePath:instancePath+"/rows/" + i0+"/entryDate",schemaPath:"#/properties/rows/items/properties/entryDate/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema143.properties.rows.items.properties.entryDate,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(formats20.compare(data4, "0001-01-01") < 0){
const err18 = {instancePath:instancePath+"/rows/" + i0+"/entryDate",schemaPath:"#/properties/rows/items/properties/entryDate/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema143.properties.rows.items.properties.entryDate,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/rows/" + i0+"/entryDate",schemaPath:"#/properties/rows/items/properties/entryDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema143.properties.rows.items.properties.entryDate.type,parentSchema:schema143.properties.rows.items.properties.entryDate,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data3.hours !== undefined){
let data5 = data3.hours;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 24 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/rows/" + i0+"/hours",schemaPath:"#/properties/rows/items/properties/hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 24},message:"must be <= 24",schema:24,parentSchema:schema143.properties.rows.items.properties.hours,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/rows/" + i0+"/hours",schemaPath:"#/properties/rows/items/properties/hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema143.properties.rows.items.properties.hours,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/rows/" + i0+"/hours",schemaPath:"#/properties/rows/items/properties/hours/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema143.properties.rows.items.properties.hours.type,parentSchema:schema143.properties.rows.items.properties.hours,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.note !== undefined){
let data6 = data3.note;
if(typeof data6 === "string"){
if(func1(data6) > 2000){
const err23 = {instancePath:instancePath+"/rows/" + i0+"/note",schemaPath:"#/properties/rows/items/properties/note/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema143.properties.rows.items.properties.note,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/rows/" + i0+"/note",schemaPath:"#/properties/rows/items/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema143.properties.rows.items.properties.note.type,parentSchema:schema143.properties.rows.items.properties.note,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data3.opportunityId !== undefined){
let data7 = data3.opportunityId;
if(typeof data7 === "string"){
if(!pattern27.test(data7)){
const err25 = {instancePath:instancePath+"/rows/" + i0+"/opportunityId",schemaPath:"#/properties/rows/items/properties/opportunityId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$",parentSchema:schema143.properties.rows.items.properties.opportunityId,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/rows/" + i0+"/opportunityId",schemaPath:"#/properties/rows/items/properties/opportunityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema143.properties.rows.items.properties.opportunityId.type,parentSchema:schema143.properties.rows.items.properties.opportunityId,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data3.taskId !== undefined){
let data8 = data3.taskId;
if(typeof data8 === "string"){
if(!pattern30.test(data8)){
const err27 = {instancePath:instancePath+"/rows/" + i0+"/taskId",schemaPath:"#/properties/rows/items/properties/taskId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$",parentSchema:schema143.properties.rows.items.properties.taskId,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/rows/" + i0+"/taskId",schemaPath:"#/properties/rows/items/properties/taskId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema143.properties.rows.items.properties.taskId.type,parentSchema:schema143.properties.rows.items.properties.taskId,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data3.miscCategoryId !== undefined){
let data9 = data3.miscCategoryId;
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
const err29 = {instancePath:instancePath+"/rows/" + i0+"/miscCategoryId",schemaPath:"#/properties/rows/items/properties/miscCategoryId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema143.properties.rows.items.properties.miscCategoryId,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/rows/" + i0+"/miscCategoryId",schemaPath:"#/properties/rows/items/properties/miscCategoryId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema143.properties.rows.items.properties.miscCategoryId.type,parentSchema:schema143.properties.rows.items.properties.miscCategoryId,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data3.entryKind !== undefined){
let data10 = data3.entryKind;
if(typeof data10 !== "string"){
const err31 = {instancePath:instancePath+"/rows/" + i0+"/entryKind",schemaPath:"#/properties/rows/items/properties/entryKind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema143.properties.rows.items.properties.entryKind.type,parentSchema:schema143.properties.rows.items.properties.entryKind,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!(((((data10 === "customer_meeting") || (data10 === "internal_planning")) || (data10 === "other")) || (data10 === "vacation")) || (data10 === "sick"))){
const err32 = {instancePath:instancePath+"/rows/" + i0+"/entryKind",schemaPath:"#/properties/rows/items/properties/entryKind/enum",keyword:"enum",params:{allowedValues: schema143.properties.rows.items.properties.entryKind.enum},message:"must be equal to one of the allowed values",schema:schema143.properties.rows.items.properties.entryKind.enum,parentSchema:schema143.properties.rows.items.properties.entryKind,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema143.properties.rows.items.type,parentSchema:schema143.properties.rows.items,data:data3};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema143.properties.rows.type,parentSchema:schema143.properties.rows,data:data2};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema143.type,parentSchema:schema143,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate132.errors = vErrors;
return errors === 0;
}
validate132.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createWebhookSubscription_body = validate133;
const schema144 = {"type":"object","additionalProperties":false,"required":["url","eventTypes"],"properties":{"url":{"type":"string","format":"uri","maxLength":2048,"pattern":"^https://","description":"an https:// URL without credentials (at delivery time its address must be public: loopback, private, link-local, CGNAT and metadata addresses are refused)"},"eventTypes":{"type":"array","minItems":1,"maxItems":200,"uniqueItems":true,"items":{"type":"string","description":"An event type of the catalog (EventType), or `*` for every type.","enum":["vision.created","vision.updated","vision.deleted","objective.created","objective.updated","objective.deleted","objective.status_changed","objective.parent_link_added","objective.parent_link_updated","objective.parent_link_removed","metric.created","metric.updated","metric.deleted","metric.reading_added","metric.reading_updated","metric.reading_removed","opportunity.created","opportunity.updated","opportunity.deleted","opportunity.state_changed","opportunity.objective_link_added","opportunity.objective_link_updated","opportunity.objective_link_removed","opportunity.score_added","opportunity.score_updated","opportunity.score_removed","opportunity.risk_vote_added","opportunity.risk_vote_updated","opportunity.risk_vote_removed","opportunity.phase_added","opportunity.phase_updated","opportunity.phase_removed","opportunity.update_added","opportunity.update_updated","opportunity.update_removed","opportunity.prototype_added","opportunity.prototype_updated","opportunity.prototype_removed","opportunity.external_link_added","opportunity.external_link_updated","opportunity.external_link_removed","task.created","task.updated","task.deleted","task.status_changed","task.assignment_added","task.assignment_updated","task.assignment_removed","task.agent_run_added","task.agent_run_updated","task.agent_run_removed","task.external_link_added","task.external_link_updated","task.external_link_removed","team.created","team.updated","team.deleted","team.member_added","team.member_updated","team.member_removed","team.cycle_added","team.cycle_updated","team.cycle_removed","user.created","user.updated","user.deleted","room.created","room.updated","room.deleted","room.member_added","room.member_updated","room.member_removed","message.created","message.updated","message.deleted","comment.created","comment.updated","comment.deleted","template.created","template.updated","template.deleted","template.step_added","template.step_updated","template.step_removed","category.created","category.updated","category.deleted","tag.created","tag.updated","tag.deleted","prd_template.created","prd_template.updated","prd_template.deleted","customer.created","customer.updated","customer.deleted","customer.status_changed","customer.contact_added","customer.contact_updated","customer.contact_removed","customer.opportunity_link_added","customer.opportunity_link_updated","customer.opportunity_link_removed","customer.arr_point_added","customer.arr_point_updated","customer.arr_point_removed","customer.review_added","customer.review_updated","customer.review_removed","insight.created","insight.updated","insight.deleted","insight.status_changed","insight.link_added","insight.link_updated","insight.link_removed","insight.impact_added","insight.impact_updated","insight.impact_removed","insight.promise_break_added","insight.promise_break_updated","insight.promise_break_removed","strategy.created","strategy.updated","strategy.deleted","strategy.status_changed","direction_document.created","direction_document.updated","direction_document.deleted","direction_document.status_changed","time_entry.created","time_entry.updated","time_entry.deleted","file.created","file.updated","file.deleted","file.status_changed","webhook.test","*"]}},"description":{"type":"string","maxLength":500},"secret":{"type":"string","minLength":24,"maxLength":200,"description":"Your signing secret (write-once: it cannot be changed or read back). Omit it to have one generated and returned once."},"active":{"type":"boolean","default":true}},"$id":"createWebhookSubscription_body"};
const formats224 = require("ajv-formats/dist/formats").fullFormats.uri;
const pattern80 = new RegExp("^https://", "u");

function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createWebhookSubscription_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate133.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.active === undefined){
data.active = true;
}
if(data.url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema144.required,parentSchema:schema144,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.eventTypes === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventTypes"},message:"must have required property '"+"eventTypes"+"'",schema:schema144.required,parentSchema:schema144,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "url") || (key0 === "eventTypes")) || (key0 === "description")) || (key0 === "secret")) || (key0 === "active"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema144,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.url !== undefined){
let data0 = data.url;
if(typeof data0 === "string"){
if(func1(data0) > 2048){
const err3 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters",schema:2048,parentSchema:schema144.properties.url,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern80.test(data0)){
const err4 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\"",schema:"^https://",parentSchema:schema144.properties.url,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats224(data0))){
const err5 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema144.properties.url,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema144.properties.url.type,parentSchema:schema144.properties.url,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.eventTypes !== undefined){
let data1 = data.eventTypes;
if(Array.isArray(data1)){
if(data1.length > 200){
const err7 = {instancePath:instancePath+"/eventTypes",schemaPath:"#/properties/eventTypes/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema144.properties.eventTypes,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.length < 1){
const err8 = {instancePath:instancePath+"/eventTypes",schemaPath:"#/properties/eventTypes/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema144.properties.eventTypes,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/eventTypes/" + i0,schemaPath:"#/properties/eventTypes/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema144.properties.eventTypes.items.type,parentSchema:schema144.properties.eventTypes.items,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data2 === "vision.created") || (data2 === "vision.updated")) || (data2 === "vision.deleted")) || (data2 === "objective.created")) || (data2 === "objective.updated")) || (data2 === "objective.deleted")) || (data2 === "objective.status_changed")) || (data2 === "objective.parent_link_added")) || (data2 === "objective.parent_link_updated")) || (data2 === "objective.parent_link_removed")) || (data2 === "metric.created")) || (data2 === "metric.updated")) || (data2 === "metric.deleted")) || (data2 === "metric.reading_added")) || (data2 === "metric.reading_updated")) || (data2 === "metric.reading_removed")) || (data2 === "opportunity.created")) || (data2 === "opportunity.updated")) || (data2 === "opportunity.deleted")) || (data2 === "opportunity.state_changed")) || (data2 === "opportunity.objective_link_added")) || (data2 === "opportunity.objective_link_updated")) || (data2 === "opportunity.objective_link_removed")) || (data2 === "opportunity.score_added")) || (data2 === "opportunity.score_updated")) || (data2 === "opportunity.score_removed")) || (data2 === "opportunity.risk_vote_added")) || (data2 === "opportunity.risk_vote_updated")) || (data2 === "opportunity.risk_vote_removed")) || (data2 === "opportunity.phase_added")) || (data2 === "opportunity.phase_updated")) || (data2 === "opportunity.phase_removed")) || (data2 === "opportunity.update_added")) || (data2 === "opportunity.update_updated")) || (data2 === "opportunity.update_removed")) || (data2 === "opportunity.prototype_added")) || (data2 === "opportunity.prototype_updated")) || (data2 === "opportunity.prototype_removed")) || (data2 === "opportunity.external_link_added")) || (data2 === "opportunity.external_link_updated")) || (data2 === "opportunity.external_link_removed")) || (data2 === "task.created")) || (data2 === "task.updated")) || (data2 === "task.deleted")) || (data2 === "task.status_changed")) || (data2 === "task.assignment_added")) || (data2 === "task.assignment_updated")) || (data2 === "task.assignment_removed")) || (data2 === "task.agent_run_added")) || (data2 === "task.agent_run_updated")) || (data2 === "task.agent_run_removed")) || (data2 === "task.external_link_added")) || (data2 === "task.external_link_updated")) || (data2 === "task.external_link_removed")) || (data2 === "team.created")) || (data2 === "team.updated")) || (data2 === "team.deleted")) || (data2 === "team.member_added")) || (data2 === "team.member_updated")) || (data2 === "team.member_removed")) || (data2 === "team.cycle_added")) || (data2 === "team.cycle_updated")) || (data2 === "team.cycle_removed")) || (data2 === "user.created")) || (data2 === "user.updated")) || (data2 === "user.deleted")) || (data2 === "room.created")) || (data2 === "room.updated")) || (data2 === "room.deleted")) || (data2 === "room.member_added")) || (data2 === "room.member_updated")) || (data2 === "room.member_removed")) || (data2 === "message.created")) || (data2 === "message.updated")) || (data2 === "message.deleted")) || (data2 === "comment.created")) || (data2 === "comment.updated")) || (data2 === "comment.deleted")) || (data2 === "template.created")) || (data2 === "template.updated")) || (data2 === "template.deleted")) || (data2 === "template.step_added")) || (data2 === "template.step_updated")) || (data2 === "template.step_removed")) || (data2 === "category.created")) || (data2 === "category.updated")) || (data2 === "category.deleted")) || (data2 === "tag.created")) || (data2 === "tag.updated")) || (data2 === "tag.deleted")) || (data2 === "prd_template.created")) || (data2 === "prd_template.updated")) || (data2 === "prd_template.deleted")) || (data2 === "customer.created")) || (data2 === "customer.updated")) || (data2 === "customer.deleted")) || (data2 === "customer.status_changed")) || (data2 === "customer.contact_added")) || (data2 === "customer.contact_updated")) || (data2 === "customer.contact_removed")) || (data2 === "customer.opportunity_link_added")) || (data2 === "customer.opportunity_link_updated")) || (data2 === "customer.opportunity_link_removed")) || (data2 === "customer.arr_point_added")) || (data2 === "customer.arr_point_updated")) || (data2 === "customer.arr_point_removed")) || (data2 === "customer.review_added")) || (data2 === "customer.review_updated")) || (data2 === "customer.review_removed")) || (data2 === "insight.created")) || (data2 === "insight.updated")) || (data2 === "insight.deleted")) || (data2 === "insight.status_changed")) || (data2 === "insight.link_added")) || (data2 === "insight.link_updated")) || (data2 === "insight.link_removed")) || (data2 === "insight.impact_added")) || (data2 === "insight.impact_updated")) || (data2 === "insight.impact_removed")) || (data2 === "insight.promise_break_added")) || (data2 === "insight.promise_break_updated")) || (data2 === "insight.promise_break_removed")) || (data2 === "strategy.created")) || (data2 === "strategy.updated")) || (data2 === "strategy.deleted")) || (data2 === "strategy.status_changed")) || (data2 === "direction_document.created")) || (data2 === "direction_document.updated")) || (data2 === "direction_document.deleted")) || (data2 === "direction_document.status_changed")) || (data2 === "time_entry.created")) || (data2 === "time_entry.updated")) || (data2 === "time_entry.deleted")) || (data2 === "file.created")) || (data2 === "file.updated")) || (data2 === "file.deleted")) || (data2 === "file.status_changed")) || (data2 === "webhook.test")) || (data2 === "*"))){
const err10 = {instancePath:instancePath+"/eventTypes/" + i0,schemaPath:"#/properties/eventTypes/items/enum",keyword:"enum",params:{allowedValues: schema144.properties.eventTypes.items.enum},message:"must be equal to one of the allowed values",schema:schema144.properties.eventTypes.items.enum,parentSchema:schema144.properties.eventTypes.items,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err11 = {instancePath:instancePath+"/eventTypes",schemaPath:"#/properties/eventTypes/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema144.properties.eventTypes,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err12 = {instancePath:instancePath+"/eventTypes",schemaPath:"#/properties/eventTypes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema144.properties.eventTypes.type,parentSchema:schema144.properties.eventTypes,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func1(data3) > 500){
const err13 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema144.properties.description,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema144.properties.description.type,parentSchema:schema144.properties.description,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.secret !== undefined){
let data4 = data.secret;
if(typeof data4 === "string"){
if(func1(data4) > 200){
const err15 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema144.properties.secret,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data4) < 24){
const err16 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/minLength",keyword:"minLength",params:{limit: 24},message:"must NOT have fewer than 24 characters",schema:24,parentSchema:schema144.properties.secret,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema144.properties.secret.type,parentSchema:schema144.properties.secret,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
let data5 = data.active;
if(typeof data5 !== "boolean"){
const err18 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema144.properties.active.type,parentSchema:schema144.properties.active,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema144.type,parentSchema:schema144,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate133.errors = vErrors;
return errors === 0;
}
validate133.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateWebhookSubscription_body = validate134;
const schema145 = {"type":"object","minProperties":1,"additionalProperties":false,"properties":{"url":{"type":"string","format":"uri","maxLength":2048,"pattern":"^https://","description":"an https:// URL without credentials"},"eventTypes":{"type":"array","minItems":1,"maxItems":200,"uniqueItems":true,"items":{"type":"string","description":"An event type of the catalog (EventType), or `*` for every type.","enum":["vision.created","vision.updated","vision.deleted","objective.created","objective.updated","objective.deleted","objective.status_changed","objective.parent_link_added","objective.parent_link_updated","objective.parent_link_removed","metric.created","metric.updated","metric.deleted","metric.reading_added","metric.reading_updated","metric.reading_removed","opportunity.created","opportunity.updated","opportunity.deleted","opportunity.state_changed","opportunity.objective_link_added","opportunity.objective_link_updated","opportunity.objective_link_removed","opportunity.score_added","opportunity.score_updated","opportunity.score_removed","opportunity.risk_vote_added","opportunity.risk_vote_updated","opportunity.risk_vote_removed","opportunity.phase_added","opportunity.phase_updated","opportunity.phase_removed","opportunity.update_added","opportunity.update_updated","opportunity.update_removed","opportunity.prototype_added","opportunity.prototype_updated","opportunity.prototype_removed","opportunity.external_link_added","opportunity.external_link_updated","opportunity.external_link_removed","task.created","task.updated","task.deleted","task.status_changed","task.assignment_added","task.assignment_updated","task.assignment_removed","task.agent_run_added","task.agent_run_updated","task.agent_run_removed","task.external_link_added","task.external_link_updated","task.external_link_removed","team.created","team.updated","team.deleted","team.member_added","team.member_updated","team.member_removed","team.cycle_added","team.cycle_updated","team.cycle_removed","user.created","user.updated","user.deleted","room.created","room.updated","room.deleted","room.member_added","room.member_updated","room.member_removed","message.created","message.updated","message.deleted","comment.created","comment.updated","comment.deleted","template.created","template.updated","template.deleted","template.step_added","template.step_updated","template.step_removed","category.created","category.updated","category.deleted","tag.created","tag.updated","tag.deleted","prd_template.created","prd_template.updated","prd_template.deleted","customer.created","customer.updated","customer.deleted","customer.status_changed","customer.contact_added","customer.contact_updated","customer.contact_removed","customer.opportunity_link_added","customer.opportunity_link_updated","customer.opportunity_link_removed","customer.arr_point_added","customer.arr_point_updated","customer.arr_point_removed","customer.review_added","customer.review_updated","customer.review_removed","insight.created","insight.updated","insight.deleted","insight.status_changed","insight.link_added","insight.link_updated","insight.link_removed","insight.impact_added","insight.impact_updated","insight.impact_removed","insight.promise_break_added","insight.promise_break_updated","insight.promise_break_removed","strategy.created","strategy.updated","strategy.deleted","strategy.status_changed","direction_document.created","direction_document.updated","direction_document.deleted","direction_document.status_changed","time_entry.created","time_entry.updated","time_entry.deleted","file.created","file.updated","file.deleted","file.status_changed","webhook.test","*"]}},"description":{"type":"string","maxLength":500},"active":{"type":"boolean","description":"false stops deliveries (pending ones are cancelled); true resumes an inactive subscription and clears disabledReason and failingSince (sent to an active one it changes nothing); events of the time it was inactive are never sent."},"secret":{"description":"Not changeable: sending it is 400. Create a new subscription to rotate the secret."}},"$id":"updateWebhookSubscription_body"};

function validate134(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateWebhookSubscription_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate134.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema145,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "url") || (key0 === "eventTypes")) || (key0 === "description")) || (key0 === "active")) || (key0 === "secret"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema145,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.url !== undefined){
let data0 = data.url;
if(typeof data0 === "string"){
if(func1(data0) > 2048){
const err2 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters",schema:2048,parentSchema:schema145.properties.url,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern80.test(data0)){
const err3 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\"",schema:"^https://",parentSchema:schema145.properties.url,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats224(data0))){
const err4 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema145.properties.url,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema145.properties.url.type,parentSchema:schema145.properties.url,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.eventTypes !== undefined){
let data1 = data.eventTypes;
if(Array.isArray(data1)){
if(data1.length > 200){
const err6 = {instancePath:instancePath+"/eventTypes",schemaPath:"#/properties/eventTypes/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema145.properties.eventTypes,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.length < 1){
const err7 = {instancePath:instancePath+"/eventTypes",schemaPath:"#/properties/eventTypes/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema145.properties.eventTypes,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/eventTypes/" + i0,schemaPath:"#/properties/eventTypes/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema145.properties.eventTypes.items.type,parentSchema:schema145.properties.eventTypes.items,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data2 === "vision.created") || (data2 === "vision.updated")) || (data2 === "vision.deleted")) || (data2 === "objective.created")) || (data2 === "objective.updated")) || (data2 === "objective.deleted")) || (data2 === "objective.status_changed")) || (data2 === "objective.parent_link_added")) || (data2 === "objective.parent_link_updated")) || (data2 === "objective.parent_link_removed")) || (data2 === "metric.created")) || (data2 === "metric.updated")) || (data2 === "metric.deleted")) || (data2 === "metric.reading_added")) || (data2 === "metric.reading_updated")) || (data2 === "metric.reading_removed")) || (data2 === "opportunity.created")) || (data2 === "opportunity.updated")) || (data2 === "opportunity.deleted")) || (data2 === "opportunity.state_changed")) || (data2 === "opportunity.objective_link_added")) || (data2 === "opportunity.objective_link_updated")) || (data2 === "opportunity.objective_link_removed")) || (data2 === "opportunity.score_added")) || (data2 === "opportunity.score_updated")) || (data2 === "opportunity.score_removed")) || (data2 === "opportunity.risk_vote_added")) || (data2 === "opportunity.risk_vote_updated")) || (data2 === "opportunity.risk_vote_removed")) || (data2 === "opportunity.phase_added")) || (data2 === "opportunity.phase_updated")) || (data2 === "opportunity.phase_removed")) || (data2 === "opportunity.update_added")) || (data2 === "opportunity.update_updated")) || (data2 === "opportunity.update_removed")) || (data2 === "opportunity.prototype_added")) || (data2 === "opportunity.prototype_updated")) || (data2 === "opportunity.prototype_removed")) || (data2 === "opportunity.external_link_added")) || (data2 === "opportunity.external_link_updated")) || (data2 === "opportunity.external_link_removed")) || (data2 === "task.created")) || (data2 === "task.updated")) || (data2 === "task.deleted")) || (data2 === "task.status_changed")) || (data2 === "task.assignment_added")) || (data2 === "task.assignment_updated")) || (data2 === "task.assignment_removed")) || (data2 === "task.agent_run_added")) || (data2 === "task.agent_run_updated")) || (data2 === "task.agent_run_removed")) || (data2 === "task.external_link_added")) || (data2 === "task.external_link_updated")) || (data2 === "task.external_link_removed")) || (data2 === "team.created")) || (data2 === "team.updated")) || (data2 === "team.deleted")) || (data2 === "team.member_added")) || (data2 === "team.member_updated")) || (data2 === "team.member_removed")) || (data2 === "team.cycle_added")) || (data2 === "team.cycle_updated")) || (data2 === "team.cycle_removed")) || (data2 === "user.created")) || (data2 === "user.updated")) || (data2 === "user.deleted")) || (data2 === "room.created")) || (data2 === "room.updated")) || (data2 === "room.deleted")) || (data2 === "room.member_added")) || (data2 === "room.member_updated")) || (data2 === "room.member_removed")) || (data2 === "message.created")) || (data2 === "message.updated")) || (data2 === "message.deleted")) || (data2 === "comment.created")) || (data2 === "comment.updated")) || (data2 === "comment.deleted")) || (data2 === "template.created")) || (data2 === "template.updated")) || (data2 === "template.deleted")) || (data2 === "template.step_added")) || (data2 === "template.step_updated")) || (data2 === "template.step_removed")) || (data2 === "category.created")) || (data2 === "category.updated")) || (data2 === "category.deleted")) || (data2 === "tag.created")) || (data2 === "tag.updated")) || (data2 === "tag.deleted")) || (data2 === "prd_template.created")) || (data2 === "prd_template.updated")) || (data2 === "prd_template.deleted")) || (data2 === "customer.created")) || (data2 === "customer.updated")) || (data2 === "customer.deleted")) || (data2 === "customer.status_changed")) || (data2 === "customer.contact_added")) || (data2 === "customer.contact_updated")) || (data2 === "customer.contact_removed")) || (data2 === "customer.opportunity_link_added")) || (data2 === "customer.opportunity_link_updated")) || (data2 === "customer.opportunity_link_removed")) || (data2 === "customer.arr_point_added")) || (data2 === "customer.arr_point_updated")) || (data2 === "customer.arr_point_removed")) || (data2 === "customer.review_added")) || (data2 === "customer.review_updated")) || (data2 === "customer.review_removed")) || (data2 === "insight.created")) || (data2 === "insight.updated")) || (data2 === "insight.deleted")) || (data2 === "insight.status_changed")) || (data2 === "insight.link_added")) || (data2 === "insight.link_updated")) || (data2 === "insight.link_removed")) || (data2 === "insight.impact_added")) || (data2 === "insight.impact_updated")) || (data2 === "insight.impact_removed")) || (data2 === "insight.promise_break_added")) || (data2 === "insight.promise_break_updated")) || (data2 === "insight.promise_break_removed")) || (data2 === "strategy.created")) || (data2 === "strategy.updated")) || (data2 === "strategy.deleted")) || (data2 === "strategy.status_changed")) || (data2 === "direction_document.created")) || (data2 === "direction_document.updated")) || (data2 === "direction_document.deleted")) || (data2 === "direction_document.status_changed")) || (data2 === "time_entry.created")) || (data2 === "time_entry.updated")) || (data2 === "time_entry.deleted")) || (data2 === "file.created")) || (data2 === "file.updated")) || (data2 === "file.deleted")) || (data2 === "file.status_changed")) || (data2 === "webhook.test")) || (data2 === "*"))){
const err9 = {instancePath:instancePath+"/eventTypes/" + i0,schemaPath:"#/properties/eventTypes/items/enum",keyword:"enum",params:{allowedValues: schema145.properties.eventTypes.items.enum},message:"must be equal to one of the allowed values",schema:schema145.properties.eventTypes.items.enum,parentSchema:schema145.properties.eventTypes.items,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err10 = {instancePath:instancePath+"/eventTypes",schemaPath:"#/properties/eventTypes/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema145.properties.eventTypes,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err11 = {instancePath:instancePath+"/eventTypes",schemaPath:"#/properties/eventTypes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema145.properties.eventTypes.type,parentSchema:schema145.properties.eventTypes,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func1(data3) > 500){
const err12 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema145.properties.description,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema145.properties.description.type,parentSchema:schema145.properties.description,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.active !== undefined){
let data4 = data.active;
if(typeof data4 !== "boolean"){
const err14 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema145.properties.active.type,parentSchema:schema145.properties.active,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema145.type,parentSchema:schema145,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate134.errors = vErrors;
return errors === 0;
}
validate134.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createExternalBlocker_body = validate135;
const schema146 = {"type":"object","additionalProperties":false,"required":["entityType","entityId","url","title"],"properties":{"entityType":{"type":"string","enum":["task","opportunity"]},"entityId":{"type":"string","minLength":1,"maxLength":100,"description":"The task or opportunity UUID or ref."},"url":{"type":"string","format":"uri","maxLength":2048,"pattern":"^https?://","description":"an http(s):// URL"},"title":{"type":"string","minLength":1,"maxLength":300},"provider":{"type":"string","minLength":1,"maxLength":50,"default":"web","description":"Where it lives (jira, zendesk, …)."}},"$id":"createExternalBlocker_body"};
const pattern82 = new RegExp("^https?://", "u");

function validate135(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createExternalBlocker_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate135.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.provider === undefined){
data.provider = "web";
}
if(data.entityType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityType"},message:"must have required property '"+"entityType"+"'",schema:schema146.required,parentSchema:schema146,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'",schema:schema146.required,parentSchema:schema146,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema146.required,parentSchema:schema146,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.title === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema146.required,parentSchema:schema146,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "entityType") || (key0 === "entityId")) || (key0 === "url")) || (key0 === "title")) || (key0 === "provider"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema146,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.entityType !== undefined){
let data0 = data.entityType;
if(typeof data0 !== "string"){
const err5 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema146.properties.entityType.type,parentSchema:schema146.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data0 === "task") || (data0 === "opportunity"))){
const err6 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/enum",keyword:"enum",params:{allowedValues: schema146.properties.entityType.enum},message:"must be equal to one of the allowed values",schema:schema146.properties.entityType.enum,parentSchema:schema146.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.entityId !== undefined){
let data1 = data.entityId;
if(typeof data1 === "string"){
if(func1(data1) > 100){
const err7 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema146.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema146.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema146.properties.entityId.type,parentSchema:schema146.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.url !== undefined){
let data2 = data.url;
if(typeof data2 === "string"){
if(func1(data2) > 2048){
const err10 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters",schema:2048,parentSchema:schema146.properties.url,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern82.test(data2)){
const err11 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",schema:"^https?://",parentSchema:schema146.properties.url,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats224(data2))){
const err12 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema146.properties.url,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema146.properties.url.type,parentSchema:schema146.properties.url,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.title !== undefined){
let data3 = data.title;
if(typeof data3 === "string"){
if(func1(data3) > 300){
const err14 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters",schema:300,parentSchema:schema146.properties.title,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func1(data3) < 1){
const err15 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema146.properties.title,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema146.properties.title.type,parentSchema:schema146.properties.title,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
let data4 = data.provider;
if(typeof data4 === "string"){
if(func1(data4) > 50){
const err17 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema146.properties.provider,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data4) < 1){
const err18 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema146.properties.provider,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema146.properties.provider.type,parentSchema:schema146.properties.provider,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema146.type,parentSchema:schema146,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate135.errors = vErrors;
return errors === 0;
}
validate135.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createExternalMessageLink_body = validate136;
const schema147 = {"type":"object","additionalProperties":false,"required":["entityType","entityId","provider","channelId","messageId","url"],"properties":{"entityType":{"type":"string","enum":["task","opportunity"]},"entityId":{"type":"string","minLength":1,"maxLength":100,"description":"The task or opportunity UUID or ref."},"provider":{"type":"string","minLength":1,"maxLength":50},"channelId":{"type":"string","minLength":1,"maxLength":200},"messageId":{"type":"string","minLength":1,"maxLength":200},"url":{"type":"string","format":"uri","maxLength":2048,"pattern":"^https?://","description":"an http(s):// URL"},"title":{"type":"string","maxLength":300,"description":"A short excerpt to show with the link."}},"$id":"createExternalMessageLink_body"};

function validate136(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createExternalMessageLink_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate136.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entityType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityType"},message:"must have required property '"+"entityType"+"'",schema:schema147.required,parentSchema:schema147,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'",schema:schema147.required,parentSchema:schema147,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.provider === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'",schema:schema147.required,parentSchema:schema147,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.channelId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channelId"},message:"must have required property '"+"channelId"+"'",schema:schema147.required,parentSchema:schema147,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.messageId === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messageId"},message:"must have required property '"+"messageId"+"'",schema:schema147.required,parentSchema:schema147,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.url === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema147.required,parentSchema:schema147,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "entityType") || (key0 === "entityId")) || (key0 === "provider")) || (key0 === "channelId")) || (key0 === "messageId")) || (key0 === "url")) || (key0 === "title"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema147,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.entityType !== undefined){
let data0 = data.entityType;
if(typeof data0 !== "string"){
const err7 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema147.properties.entityType.type,parentSchema:schema147.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data0 === "task") || (data0 === "opportunity"))){
const err8 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/enum",keyword:"enum",params:{allowedValues: schema147.properties.entityType.enum},message:"must be equal to one of the allowed values",schema:schema147.properties.entityType.enum,parentSchema:schema147.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.entityId !== undefined){
let data1 = data.entityId;
if(typeof data1 === "string"){
if(func1(data1) > 100){
const err9 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema147.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data1) < 1){
const err10 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema147.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema147.properties.entityId.type,parentSchema:schema147.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.provider !== undefined){
let data2 = data.provider;
if(typeof data2 === "string"){
if(func1(data2) > 50){
const err12 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema147.properties.provider,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data2) < 1){
const err13 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema147.properties.provider,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema147.properties.provider.type,parentSchema:schema147.properties.provider,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.channelId !== undefined){
let data3 = data.channelId;
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err15 = {instancePath:instancePath+"/channelId",schemaPath:"#/properties/channelId/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema147.properties.channelId,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data3) < 1){
const err16 = {instancePath:instancePath+"/channelId",schemaPath:"#/properties/channelId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema147.properties.channelId,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/channelId",schemaPath:"#/properties/channelId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema147.properties.channelId.type,parentSchema:schema147.properties.channelId,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.messageId !== undefined){
let data4 = data.messageId;
if(typeof data4 === "string"){
if(func1(data4) > 200){
const err18 = {instancePath:instancePath+"/messageId",schemaPath:"#/properties/messageId/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema147.properties.messageId,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func1(data4) < 1){
const err19 = {instancePath:instancePath+"/messageId",schemaPath:"#/properties/messageId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema147.properties.messageId,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/messageId",schemaPath:"#/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema147.properties.messageId.type,parentSchema:schema147.properties.messageId,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.url !== undefined){
let data5 = data.url;
if(typeof data5 === "string"){
if(func1(data5) > 2048){
const err21 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters",schema:2048,parentSchema:schema147.properties.url,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern82.test(data5)){
const err22 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",schema:"^https?://",parentSchema:schema147.properties.url,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(formats224(data5))){
const err23 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema147.properties.url,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema147.properties.url.type,parentSchema:schema147.properties.url,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.title !== undefined){
let data6 = data.title;
if(typeof data6 === "string"){
if(func1(data6) > 300){
const err25 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters",schema:300,parentSchema:schema147.properties.title,data:data6};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema147.properties.title.type,parentSchema:schema147.properties.title,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema147.type,parentSchema:schema147,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate136.errors = vErrors;
return errors === 0;
}
validate136.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createAgentRun_body = validate137;
const schema148 = {"type":"object","additionalProperties":false,"required":["taskId","provider"],"properties":{"taskId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$","description":"a task UUID or ref such as ENG-12 (its team's prefix and number; TASK-12 for a task without a team)"},"provider":{"type":"string","minLength":1,"maxLength":50},"status":{"type":"string","enum":["queued","running"],"default":"queued"},"summary":{"type":"string","maxLength":4000},"url":{"type":"string","format":"uri","maxLength":2048,"pattern":"^https?://","description":"an http(s):// URL"},"externalId":{"type":"string","minLength":1,"maxLength":200},"integrationId":{"type":"string","format":"uuid","description":"The integration the run goes through, if any (cancel tells its provider)."}},"$id":"createAgentRun_body"};

function validate137(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createAgentRun_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate137.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
data.status = "queued";
}
if(data.taskId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "taskId"},message:"must have required property '"+"taskId"+"'",schema:schema148.required,parentSchema:schema148,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.provider === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'",schema:schema148.required,parentSchema:schema148,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "taskId") || (key0 === "provider")) || (key0 === "status")) || (key0 === "summary")) || (key0 === "url")) || (key0 === "externalId")) || (key0 === "integrationId"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema148,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.taskId !== undefined){
let data0 = data.taskId;
if(typeof data0 === "string"){
if(!pattern30.test(data0)){
const err3 = {instancePath:instancePath+"/taskId",schemaPath:"#/properties/taskId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$",parentSchema:schema148.properties.taskId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/taskId",schemaPath:"#/properties/taskId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema148.properties.taskId.type,parentSchema:schema148.properties.taskId,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.provider !== undefined){
let data1 = data.provider;
if(typeof data1 === "string"){
if(func1(data1) > 50){
const err5 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema148.properties.provider,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema148.properties.provider,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema148.properties.provider.type,parentSchema:schema148.properties.provider,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
let data2 = data.status;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema148.properties.status.type,parentSchema:schema148.properties.status,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data2 === "queued") || (data2 === "running"))){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema148.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema148.properties.status.enum,parentSchema:schema148.properties.status,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.summary !== undefined){
let data3 = data.summary;
if(typeof data3 === "string"){
if(func1(data3) > 4000){
const err10 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema148.properties.summary,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema148.properties.summary.type,parentSchema:schema148.properties.summary,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.url !== undefined){
let data4 = data.url;
if(typeof data4 === "string"){
if(func1(data4) > 2048){
const err12 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters",schema:2048,parentSchema:schema148.properties.url,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern82.test(data4)){
const err13 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",schema:"^https?://",parentSchema:schema148.properties.url,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats224(data4))){
const err14 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema148.properties.url,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema148.properties.url.type,parentSchema:schema148.properties.url,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.externalId !== undefined){
let data5 = data.externalId;
if(typeof data5 === "string"){
if(func1(data5) > 200){
const err16 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema148.properties.externalId,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func1(data5) < 1){
const err17 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema148.properties.externalId,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema148.properties.externalId.type,parentSchema:schema148.properties.externalId,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.integrationId !== undefined){
let data6 = data.integrationId;
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
const err19 = {instancePath:instancePath+"/integrationId",schemaPath:"#/properties/integrationId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema148.properties.integrationId,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/integrationId",schemaPath:"#/properties/integrationId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema148.properties.integrationId.type,parentSchema:schema148.properties.integrationId,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema148.type,parentSchema:schema148,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate137.errors = vErrors;
return errors === 0;
}
validate137.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateAgentRun_body = validate138;
const schema149 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"status":{"type":"string","description":"queued → running → succeeded | failed | cancelled; a queued run may also be cancelled or fail. succeeded, failed and cancelled are final.","enum":["queued","running","succeeded","failed","cancelled"]},"summary":{"type":"string","maxLength":4000},"url":{"type":["string","null"],"format":"uri","maxLength":2048,"pattern":"^https?://","description":"an http(s):// URL"},"externalId":{"type":["string","null"],"minLength":1,"maxLength":200}},"$id":"updateAgentRun_body"};

function validate138(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateAgentRun_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate138.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema149,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "status") || (key0 === "summary")) || (key0 === "url")) || (key0 === "externalId"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema149,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema149.properties.status.type,parentSchema:schema149.properties.status,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((((data0 === "queued") || (data0 === "running")) || (data0 === "succeeded")) || (data0 === "failed")) || (data0 === "cancelled"))){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema149.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema149.properties.status.enum,parentSchema:schema149.properties.status,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.summary !== undefined){
let data1 = data.summary;
if(typeof data1 === "string"){
if(func1(data1) > 4000){
const err4 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema149.properties.summary,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema149.properties.summary.type,parentSchema:schema149.properties.summary,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.url !== undefined){
let data2 = data.url;
if((typeof data2 !== "string") && (data2 !== null)){
const err6 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: schema149.properties.url.type},message:"must be string,null",schema:schema149.properties.url.type,parentSchema:schema149.properties.url,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data2 === "string"){
if(func1(data2) > 2048){
const err7 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters",schema:2048,parentSchema:schema149.properties.url,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern82.test(data2)){
const err8 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",schema:"^https?://",parentSchema:schema149.properties.url,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(formats224(data2))){
const err9 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema149.properties.url,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.externalId !== undefined){
let data3 = data.externalId;
if((typeof data3 !== "string") && (data3 !== null)){
const err10 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/type",keyword:"type",params:{type: schema149.properties.externalId.type},message:"must be string,null",schema:schema149.properties.externalId.type,parentSchema:schema149.properties.externalId,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err11 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema149.properties.externalId,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data3) < 1){
const err12 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema149.properties.externalId,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema149.type,parentSchema:schema149,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate138.errors = vErrors;
return errors === 0;
}
validate138.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const ingestObservedEvidence_body = validate139;
const schema150 = {"type":"object","additionalProperties":false,"required":["items"],"properties":{"items":{"type":"array","minItems":1,"maxItems":500,"items":{"type":"object","additionalProperties":false,"required":["externalId","source","kind","occurredAt"],"properties":{"externalId":{"type":"string","minLength":1,"maxLength":200},"source":{"type":"string","minLength":1,"maxLength":100},"kind":{"type":"string","description":"What kind of evidence: a commit, a code review, a meeting, a calendar block, or other.","enum":["commit","review","meeting","calendar_block","other"]},"occurredAt":{"type":"string","format":"date-time","formatMinimum":"0001-01-01T00:00:00Z","formatMaximum":"9999-12-31T23:59:59.999Z"},"durationMinutes":{"type":"integer","minimum":0,"maximum":1440},"subjectRef":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$","description":"The task (UUID or ref such as ENG-12) or opportunity (UUID or OPP-n) the work was on."},"note":{"type":"string","maxLength":2000}}}}},"$id":"ingestObservedEvidence_body"};

function validate139(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="ingestObservedEvidence_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate139.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'",schema:schema150.required,parentSchema:schema150,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "items")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema150,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.items !== undefined){
let data0 = data.items;
if(Array.isArray(data0)){
if(data0.length > 500){
const err2 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items",schema:500,parentSchema:schema150.properties.items,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema150.properties.items,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.externalId === undefined){
const err4 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "externalId"},message:"must have required property '"+"externalId"+"'",schema:schema150.properties.items.items.required,parentSchema:schema150.properties.items.items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.source === undefined){
const err5 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema150.properties.items.items.required,parentSchema:schema150.properties.items.items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.kind === undefined){
const err6 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema150.properties.items.items.required,parentSchema:schema150.properties.items.items,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.occurredAt === undefined){
const err7 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "occurredAt"},message:"must have required property '"+"occurredAt"+"'",schema:schema150.properties.items.items.required,parentSchema:schema150.properties.items.items,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data1){
if(!(((((((key1 === "externalId") || (key1 === "source")) || (key1 === "kind")) || (key1 === "occurredAt")) || (key1 === "durationMinutes")) || (key1 === "subjectRef")) || (key1 === "note"))){
const err8 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema150.properties.items.items,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.externalId !== undefined){
let data2 = data1.externalId;
if(typeof data2 === "string"){
if(func1(data2) > 200){
const err9 = {instancePath:instancePath+"/items/" + i0+"/externalId",schemaPath:"#/properties/items/items/properties/externalId/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema150.properties.items.items.properties.externalId,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/items/" + i0+"/externalId",schemaPath:"#/properties/items/items/properties/externalId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema150.properties.items.items.properties.externalId,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/items/" + i0+"/externalId",schemaPath:"#/properties/items/items/properties/externalId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema150.properties.items.items.properties.externalId.type,parentSchema:schema150.properties.items.items.properties.externalId,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.source !== undefined){
let data3 = data1.source;
if(typeof data3 === "string"){
if(func1(data3) > 100){
const err12 = {instancePath:instancePath+"/items/" + i0+"/source",schemaPath:"#/properties/items/items/properties/source/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema150.properties.items.items.properties.source,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data3) < 1){
const err13 = {instancePath:instancePath+"/items/" + i0+"/source",schemaPath:"#/properties/items/items/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema150.properties.items.items.properties.source,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/items/" + i0+"/source",schemaPath:"#/properties/items/items/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema150.properties.items.items.properties.source.type,parentSchema:schema150.properties.items.items.properties.source,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.kind !== undefined){
let data4 = data1.kind;
if(typeof data4 !== "string"){
const err15 = {instancePath:instancePath+"/items/" + i0+"/kind",schemaPath:"#/properties/items/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema150.properties.items.items.properties.kind.type,parentSchema:schema150.properties.items.items.properties.kind,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((((data4 === "commit") || (data4 === "review")) || (data4 === "meeting")) || (data4 === "calendar_block")) || (data4 === "other"))){
const err16 = {instancePath:instancePath+"/items/" + i0+"/kind",schemaPath:"#/properties/items/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema150.properties.items.items.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema150.properties.items.items.properties.kind.enum,parentSchema:schema150.properties.items.items.properties.kind,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.occurredAt !== undefined){
let data5 = data1.occurredAt;
if(typeof data5 === "string"){
if(!(formats2.validate(data5))){
const err17 = {instancePath:instancePath+"/items/" + i0+"/occurredAt",schemaPath:"#/properties/items/items/properties/occurredAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema150.properties.items.items.properties.occurredAt,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(formats2.compare(data5, "9999-12-31T23:59:59.999Z") > 0){
const err18 = {instancePath:instancePath+"/items/" + i0+"/occurredAt",schemaPath:"#/properties/items/items/properties/occurredAt/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31T23:59:59.999Z"},message:"should be <= "+"9999-12-31T23:59:59.999Z",schema:"9999-12-31T23:59:59.999Z",parentSchema:schema150.properties.items.items.properties.occurredAt,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(formats2.compare(data5, "0001-01-01T00:00:00Z") < 0){
const err19 = {instancePath:instancePath+"/items/" + i0+"/occurredAt",schemaPath:"#/properties/items/items/properties/occurredAt/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01T00:00:00Z"},message:"should be >= "+"0001-01-01T00:00:00Z",schema:"0001-01-01T00:00:00Z",parentSchema:schema150.properties.items.items.properties.occurredAt,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/items/" + i0+"/occurredAt",schemaPath:"#/properties/items/items/properties/occurredAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema150.properties.items.items.properties.occurredAt.type,parentSchema:schema150.properties.items.items.properties.occurredAt,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.durationMinutes !== undefined){
let data6 = data1.durationMinutes;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err21 = {instancePath:instancePath+"/items/" + i0+"/durationMinutes",schemaPath:"#/properties/items/items/properties/durationMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema150.properties.items.items.properties.durationMinutes.type,parentSchema:schema150.properties.items.items.properties.durationMinutes,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1440 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/items/" + i0+"/durationMinutes",schemaPath:"#/properties/items/items/properties/durationMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440",schema:1440,parentSchema:schema150.properties.items.items.properties.durationMinutes,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err23 = {instancePath:instancePath+"/items/" + i0+"/durationMinutes",schemaPath:"#/properties/items/items/properties/durationMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema150.properties.items.items.properties.durationMinutes,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data1.subjectRef !== undefined){
let data7 = data1.subjectRef;
if(typeof data7 === "string"){
if(!pattern30.test(data7)){
const err24 = {instancePath:instancePath+"/items/" + i0+"/subjectRef",schemaPath:"#/properties/items/items/properties/subjectRef/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$",parentSchema:schema150.properties.items.items.properties.subjectRef,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/items/" + i0+"/subjectRef",schemaPath:"#/properties/items/items/properties/subjectRef/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema150.properties.items.items.properties.subjectRef.type,parentSchema:schema150.properties.items.items.properties.subjectRef,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data1.note !== undefined){
let data8 = data1.note;
if(typeof data8 === "string"){
if(func1(data8) > 2000){
const err26 = {instancePath:instancePath+"/items/" + i0+"/note",schemaPath:"#/properties/items/items/properties/note/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema150.properties.items.items.properties.note,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/items/" + i0+"/note",schemaPath:"#/properties/items/items/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema150.properties.items.items.properties.note.type,parentSchema:schema150.properties.items.items.properties.note,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema150.properties.items.items.type,parentSchema:schema150.properties.items.items,data:data1};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema150.properties.items.type,parentSchema:schema150.properties.items,data:data0};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema150.type,parentSchema:schema150,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate139.errors = vErrors;
return errors === 0;
}
validate139.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const hashObservedIdentifiers_body = validate140;
const schema151 = {"type":"object","additionalProperties":false,"required":["identifiers"],"properties":{"identifiers":{"type":"array","minItems":1,"maxItems":1000,"items":{"type":"string","minLength":1,"maxLength":320}}},"$id":"hashObservedIdentifiers_body"};

function validate140(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="hashObservedIdentifiers_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate140.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.identifiers === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identifiers"},message:"must have required property '"+"identifiers"+"'",schema:schema151.required,parentSchema:schema151,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "identifiers")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema151,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.identifiers !== undefined){
let data0 = data.identifiers;
if(Array.isArray(data0)){
if(data0.length > 1000){
const err2 = {instancePath:instancePath+"/identifiers",schemaPath:"#/properties/identifiers/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema151.properties.identifiers,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/identifiers",schemaPath:"#/properties/identifiers/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema151.properties.identifiers,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func1(data1) > 320){
const err4 = {instancePath:instancePath+"/identifiers/" + i0,schemaPath:"#/properties/identifiers/items/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters",schema:320,parentSchema:schema151.properties.identifiers.items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/identifiers/" + i0,schemaPath:"#/properties/identifiers/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema151.properties.identifiers.items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/identifiers/" + i0,schemaPath:"#/properties/identifiers/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema151.properties.identifiers.items.type,parentSchema:schema151.properties.identifiers.items,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/identifiers",schemaPath:"#/properties/identifiers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema151.properties.identifiers.type,parentSchema:schema151.properties.identifiers,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema151.type,parentSchema:schema151,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate140.errors = vErrors;
return errors === 0;
}
validate140.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const confirmEvidenceReconciliation_body = validate141;
const schema152 = {"type":"object","additionalProperties":false,"required":["weekStart"],"properties":{"weekStart":{"type":"string","format":"date","description":"A Monday.","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"}},"$id":"confirmEvidenceReconciliation_body"};

function validate141(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="confirmEvidenceReconciliation_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate141.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.weekStart === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "weekStart"},message:"must have required property '"+"weekStart"+"'",schema:schema152.required,parentSchema:schema152,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "weekStart")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema152,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.weekStart !== undefined){
let data0 = data.weekStart;
if(typeof data0 === "string"){
if(!(formats20.validate(data0))){
const err2 = {instancePath:instancePath+"/weekStart",schemaPath:"#/properties/weekStart/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema152.properties.weekStart,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(formats20.compare(data0, "9999-12-31") > 0){
const err3 = {instancePath:instancePath+"/weekStart",schemaPath:"#/properties/weekStart/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema152.properties.weekStart,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(formats20.compare(data0, "0001-01-01") < 0){
const err4 = {instancePath:instancePath+"/weekStart",schemaPath:"#/properties/weekStart/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema152.properties.weekStart,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/weekStart",schemaPath:"#/properties/weekStart/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema152.properties.weekStart.type,parentSchema:schema152.properties.weekStart,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema152.type,parentSchema:schema152,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate141.errors = vErrors;
return errors === 0;
}
validate141.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const deleteOwnObservedEvidence_body = validate142;
const schema153 = {"type":"object","additionalProperties":false,"properties":{"from":{"type":"string","format":"date","description":"First day (UTC, included).","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"},"to":{"type":"string","format":"date","description":"Last day (UTC, included).","formatMinimum":"0001-01-01","formatMaximum":"9999-12-31"}},"$id":"deleteOwnObservedEvidence_body"};

function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="deleteOwnObservedEvidence_body" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate142.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "from") || (key0 === "to"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema153,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.from !== undefined){
let data0 = data.from;
if(typeof data0 === "string"){
if(!(formats20.validate(data0))){
const err1 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema153.properties.from,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(formats20.compare(data0, "9999-12-31") > 0){
const err2 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema153.properties.from,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(formats20.compare(data0, "0001-01-01") < 0){
const err3 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema153.properties.from,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema153.properties.from.type,parentSchema:schema153.properties.from,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.to !== undefined){
let data1 = data.to;
if(typeof data1 === "string"){
if(!(formats20.validate(data1))){
const err5 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema153.properties.to,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(formats20.compare(data1, "9999-12-31") > 0){
const err6 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/formatMaximum",keyword:"formatMaximum",params:{comparison: "<=", limit: "9999-12-31"},message:"should be <= "+"9999-12-31",schema:"9999-12-31",parentSchema:schema153.properties.to,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(formats20.compare(data1, "0001-01-01") < 0){
const err7 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/formatMinimum",keyword:"formatMinimum",params:{comparison: ">=", limit: "0001-01-01"},message:"should be >= "+"0001-01-01",schema:"0001-01-01",parentSchema:schema153.properties.to,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema153.properties.to.type,parentSchema:schema153.properties.to,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema153.type,parentSchema:schema153,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate142.errors = vErrors;
return errors === 0;
}
validate142.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

