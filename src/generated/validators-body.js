/* generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`. */
// @ts-nocheck
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const runBatch_body = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["operations"],"properties":{"operations":{"type":"array","minItems":1,"maxItems":20,"items":{"type":"object","description":"One operation of a batch, as it would be sent on its own (spec 2 §4.3).","additionalProperties":false,"required":["id","method","path"],"properties":{"id":{"type":"string","minLength":1,"maxLength":100,"description":"Caller's name for this entry; keys its result in data."},"method":{"type":"string","enum":["GET","POST","PATCH","DELETE"]},"path":{"type":"string","pattern":"^/api/v1/","maxLength":2000,"description":"a full path under /api/v1/ with an optional query string, e.g. /api/v1/tasks?status=todo"},"body":{"type":"object","additionalProperties":true,"description":"JSON body of a POST or PATCH."},"idempotencyKey":{"type":"string","minLength":1,"maxLength":255,"pattern":"^[\\x21-\\x7e]+$","description":"1-255 printable ASCII characters without spaces: the Idempotency-Key for this entry (without it, a batch sent with an Idempotency-Key header uses `<header key>:<id>`)"}}}}},"$id":"runBatch_body"};
const func1 = require("ajv/dist/runtime/ucs2length").default;
const pattern4 = new RegExp("^/api/v1/", "u");
const pattern5 = new RegExp("^[\\x21-\\x7e]+$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="runBatch_body" */;
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
if(data.operations === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operations"},message:"must have required property '"+"operations"+"'",schema:schema31.required,parentSchema:schema31,data};
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
if(data.operations !== undefined){
let data0 = data.operations;
if(Array.isArray(data0)){
if(data0.length > 20){
const err2 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema31.properties.operations,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema31.properties.operations,data:data0};
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
const err4 = {instancePath:instancePath+"/operations/" + i0,schemaPath:"#/properties/operations/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema31.properties.operations.items.required,parentSchema:schema31.properties.operations.items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.method === undefined){
const err5 = {instancePath:instancePath+"/operations/" + i0,schemaPath:"#/properties/operations/items/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'",schema:schema31.properties.operations.items.required,parentSchema:schema31.properties.operations.items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.path === undefined){
const err6 = {instancePath:instancePath+"/operations/" + i0,schemaPath:"#/properties/operations/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema31.properties.operations.items.required,parentSchema:schema31.properties.operations.items,data:data1};
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
const err7 = {instancePath:instancePath+"/operations/" + i0,schemaPath:"#/properties/operations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema31.properties.operations.items,data:data1};
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
const err8 = {instancePath:instancePath+"/operations/" + i0+"/id",schemaPath:"#/properties/operations/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema31.properties.operations.items.properties.id,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data2) < 1){
const err9 = {instancePath:instancePath+"/operations/" + i0+"/id",schemaPath:"#/properties/operations/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema31.properties.operations.items.properties.id,data:data2};
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
const err10 = {instancePath:instancePath+"/operations/" + i0+"/id",schemaPath:"#/properties/operations/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.operations.items.properties.id.type,parentSchema:schema31.properties.operations.items.properties.id,data:data2};
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
const err11 = {instancePath:instancePath+"/operations/" + i0+"/method",schemaPath:"#/properties/operations/items/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.operations.items.properties.method.type,parentSchema:schema31.properties.operations.items.properties.method,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((data3 === "GET") || (data3 === "POST")) || (data3 === "PATCH")) || (data3 === "DELETE"))){
const err12 = {instancePath:instancePath+"/operations/" + i0+"/method",schemaPath:"#/properties/operations/items/properties/method/enum",keyword:"enum",params:{allowedValues: schema31.properties.operations.items.properties.method.enum},message:"must be equal to one of the allowed values",schema:schema31.properties.operations.items.properties.method.enum,parentSchema:schema31.properties.operations.items.properties.method,data:data3};
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
const err13 = {instancePath:instancePath+"/operations/" + i0+"/path",schemaPath:"#/properties/operations/items/properties/path/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema31.properties.operations.items.properties.path,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern4.test(data4)){
const err14 = {instancePath:instancePath+"/operations/" + i0+"/path",schemaPath:"#/properties/operations/items/properties/path/pattern",keyword:"pattern",params:{pattern: "^/api/v1/"},message:"must match pattern \""+"^/api/v1/"+"\"",schema:"^/api/v1/",parentSchema:schema31.properties.operations.items.properties.path,data:data4};
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
const err15 = {instancePath:instancePath+"/operations/" + i0+"/path",schemaPath:"#/properties/operations/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.operations.items.properties.path.type,parentSchema:schema31.properties.operations.items.properties.path,data:data4};
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
const err16 = {instancePath:instancePath+"/operations/" + i0+"/body",schemaPath:"#/properties/operations/items/properties/body/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.operations.items.properties.body.type,parentSchema:schema31.properties.operations.items.properties.body,data:data5};
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
const err17 = {instancePath:instancePath+"/operations/" + i0+"/idempotencyKey",schemaPath:"#/properties/operations/items/properties/idempotencyKey/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema31.properties.operations.items.properties.idempotencyKey,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data6) < 1){
const err18 = {instancePath:instancePath+"/operations/" + i0+"/idempotencyKey",schemaPath:"#/properties/operations/items/properties/idempotencyKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema31.properties.operations.items.properties.idempotencyKey,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern5.test(data6)){
const err19 = {instancePath:instancePath+"/operations/" + i0+"/idempotencyKey",schemaPath:"#/properties/operations/items/properties/idempotencyKey/pattern",keyword:"pattern",params:{pattern: "^[\\x21-\\x7e]+$"},message:"must match pattern \""+"^[\\x21-\\x7e]+$"+"\"",schema:"^[\\x21-\\x7e]+$",parentSchema:schema31.properties.operations.items.properties.idempotencyKey,data:data6};
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
const err20 = {instancePath:instancePath+"/operations/" + i0+"/idempotencyKey",schemaPath:"#/properties/operations/items/properties/idempotencyKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.operations.items.properties.idempotencyKey.type,parentSchema:schema31.properties.operations.items.properties.idempotencyKey,data:data6};
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
const err21 = {instancePath:instancePath+"/operations/" + i0,schemaPath:"#/properties/operations/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.operations.items.type,parentSchema:schema31.properties.operations.items,data:data1};
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
const err22 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.operations.type,parentSchema:schema31.properties.operations,data:data0};
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
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setSubscription_body = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["entityType","entityId","subscribed"],"properties":{"entityType":{"type":"string","description":"Kind of entity an activity, subscription, notification or search hit refers to (spec 1 §2).","enum":["vision","objective","metric","opportunity","task","team","user"]},"entityId":{"type":"string","minLength":1,"maxLength":100,"description":"Entity UUID or ref."},"subscribed":{"type":"boolean"}},"$id":"setSubscription_body"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setSubscription_body" */;
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
if(data.entityType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityType"},message:"must have required property '"+"entityType"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.subscribed === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subscribed"},message:"must have required property '"+"subscribed"+"'",schema:schema32.required,parentSchema:schema32,data};
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
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema32,data};
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
const err4 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.entityType.type,parentSchema:schema32.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((((((data0 === "vision") || (data0 === "objective")) || (data0 === "metric")) || (data0 === "opportunity")) || (data0 === "task")) || (data0 === "team")) || (data0 === "user"))){
const err5 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/enum",keyword:"enum",params:{allowedValues: schema32.properties.entityType.enum},message:"must be equal to one of the allowed values",schema:schema32.properties.entityType.enum,parentSchema:schema32.properties.entityType,data:data0};
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
const err6 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema32.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties.entityId,data:data1};
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
const err8 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.entityId.type,parentSchema:schema32.properties.entityId,data:data1};
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
const err9 = {instancePath:instancePath+"/subscribed",schemaPath:"#/properties/subscribed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.properties.subscribed.type,parentSchema:schema32.properties.subscribed,data:data2};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createVision_body = validate22;
const schema33 = {"type":"object","additionalProperties":false,"required":["name","narrative"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"kind":{"type":"string","enum":["company","product"],"default":"company"},"narrative":{"type":"string","minLength":1}},"$id":"createVision_body"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createVision_body" */;
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
if(data.kind === undefined){
data.kind = "company";
}
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.narrative === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "narrative"},message:"must have required property '"+"narrative"+"'",schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "kind")) || (key0 === "narrative"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema33,data};
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
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema33.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema33.properties.name,data:data0};
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
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.name.type,parentSchema:schema33.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let data1 = data.kind;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.kind.type,parentSchema:schema33.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data1 === "company") || (data1 === "product"))){
const err7 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema33.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema33.properties.kind.enum,parentSchema:schema33.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.narrative !== undefined){
let data2 = data.narrative;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/narrative",schemaPath:"#/properties/narrative/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema33.properties.narrative,data:data2};
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
const err9 = {instancePath:instancePath+"/narrative",schemaPath:"#/properties/narrative/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.narrative.type,parentSchema:schema33.properties.narrative,data:data2};
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

export const updateVision_body = validate23;
const schema34 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"narrative":{"type":"string","minLength":1}},"$id":"updateVision_body"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateVision_body" */;
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
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema34,data};
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
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema34,data};
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
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema34.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.name,data:data0};
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
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.name.type,parentSchema:schema34.properties.name,data:data0};
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
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/narrative",schemaPath:"#/properties/narrative/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.narrative,data:data1};
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
const err6 = {instancePath:instancePath+"/narrative",schemaPath:"#/properties/narrative/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.narrative.type,parentSchema:schema34.properties.narrative,data:data1};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const renameVisionVersion_body = validate24;
const schema35 = {"type":"object","additionalProperties":false,"required":["note"],"properties":{"note":{"type":"string","maxLength":200}},"$id":"renameVisionVersion_body"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="renameVisionVersion_body" */;
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
if(data.note === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "note"},message:"must have required property '"+"note"+"'",schema:schema35.required,parentSchema:schema35,data};
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
if(data.note !== undefined){
let data0 = data.note;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema35.properties.note,data:data0};
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
const err3 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.note.type,parentSchema:schema35.properties.note,data:data0};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createObjective_body = validate25;
const schema36 = {"type":"object","additionalProperties":false,"required":["title","visionId","driId"],"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"visionId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$","description":"a vision UUID or ref such as VIS-3"},"driId":{"description":"The directly responsible individual: a user UUID, or me.","allOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"}]},"description":{"type":"string","maxLength":20000},"deadline":{"type":["string","null"],"format":"date-time"},"horizon":{"type":["string","null"],"enum":["short","long",null]},"metric":{"type":"object","description":"Anchor an objective to a metric with a target (spec 2 §4.5).","additionalProperties":false,"required":["metricId","operator","target"],"properties":{"metricId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$","description":"a metric UUID or ref such as MET-3"},"operator":{"type":"string","enum":["gte","lte","eq"]},"target":{"type":"number","minimum":-10000000000000000000,"maximum":10000000000000000000,"description":"Target value in the metric's unit."},"startValue":{"type":["number","null"],"minimum":-10000000000000000000,"maximum":10000000000000000000,"description":"Baseline value in the metric's unit."}}}},"$id":"createObjective_body"};
const pattern6 = new RegExp("^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$", "u");
const pattern7 = new RegExp("^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$", "u");
const pattern8 = new RegExp("^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$", "u");
const formats0 = require("ajv-formats/dist/formats").fullFormats["date-time"];

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createObjective_body" */;
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
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.visionId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "visionId"},message:"must have required property '"+"visionId"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.driId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "driId"},message:"must have required property '"+"driId"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "title") || (key0 === "visionId")) || (key0 === "driId")) || (key0 === "description")) || (key0 === "deadline")) || (key0 === "horizon")) || (key0 === "metric"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema36,data};
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
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema36.properties.title,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.title,data:data0};
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
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.title.type,parentSchema:schema36.properties.title,data:data0};
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
const err7 = {instancePath:instancePath+"/visionId",schemaPath:"#/properties/visionId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$",parentSchema:schema36.properties.visionId,data:data1};
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
const err8 = {instancePath:instancePath+"/visionId",schemaPath:"#/properties/visionId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.visionId.type,parentSchema:schema36.properties.visionId,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.driId !== undefined){
let data2 = data.driId;
if(typeof data2 === "string"){
if(!pattern7.test(data2)){
const err9 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/allOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema36.properties.driId.allOf[0],data:data2};
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
const err10 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/allOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.driId.allOf[0].type,parentSchema:schema36.properties.driId.allOf[0],data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func1(data3) > 20000){
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema36.properties.description,data:data3};
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
const err12 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.description.type,parentSchema:schema36.properties.description,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.deadline !== undefined){
let data4 = data.deadline;
if((typeof data4 !== "string") && (data4 !== null)){
const err13 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/type",keyword:"type",params:{type: schema36.properties.deadline.type},message:"must be string,null",schema:schema36.properties.deadline.type,parentSchema:schema36.properties.deadline,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err14 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema36.properties.deadline,data:data4};
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
let data5 = data.horizon;
if((typeof data5 !== "string") && (data5 !== null)){
const err15 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/type",keyword:"type",params:{type: schema36.properties.horizon.type},message:"must be string,null",schema:schema36.properties.horizon.type,parentSchema:schema36.properties.horizon,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((data5 === "short") || (data5 === "long")) || (data5 === null))){
const err16 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/enum",keyword:"enum",params:{allowedValues: schema36.properties.horizon.enum},message:"must be equal to one of the allowed values",schema:schema36.properties.horizon.enum,parentSchema:schema36.properties.horizon,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.metric !== undefined){
let data6 = data.metric;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.metricId === undefined){
const err17 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/required",keyword:"required",params:{missingProperty: "metricId"},message:"must have required property '"+"metricId"+"'",schema:schema36.properties.metric.required,parentSchema:schema36.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.operator === undefined){
const err18 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'",schema:schema36.properties.metric.required,parentSchema:schema36.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6.target === undefined){
const err19 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'",schema:schema36.properties.metric.required,parentSchema:schema36.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data6){
if(!((((key1 === "metricId") || (key1 === "operator")) || (key1 === "target")) || (key1 === "startValue"))){
const err20 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema36.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.metricId !== undefined){
let data7 = data6.metricId;
if(typeof data7 === "string"){
if(!pattern8.test(data7)){
const err21 = {instancePath:instancePath+"/metric/metricId",schemaPath:"#/properties/metric/properties/metricId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$",parentSchema:schema36.properties.metric.properties.metricId,data:data7};
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
const err22 = {instancePath:instancePath+"/metric/metricId",schemaPath:"#/properties/metric/properties/metricId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.metric.properties.metricId.type,parentSchema:schema36.properties.metric.properties.metricId,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.operator !== undefined){
let data8 = data6.operator;
if(typeof data8 !== "string"){
const err23 = {instancePath:instancePath+"/metric/operator",schemaPath:"#/properties/metric/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.metric.properties.operator.type,parentSchema:schema36.properties.metric.properties.operator,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((data8 === "gte") || (data8 === "lte")) || (data8 === "eq"))){
const err24 = {instancePath:instancePath+"/metric/operator",schemaPath:"#/properties/metric/properties/operator/enum",keyword:"enum",params:{allowedValues: schema36.properties.metric.properties.operator.enum},message:"must be equal to one of the allowed values",schema:schema36.properties.metric.properties.operator.enum,parentSchema:schema36.properties.metric.properties.operator,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data6.target !== undefined){
let data9 = data6.target;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 10000000000000000000 || isNaN(data9)){
const err25 = {instancePath:instancePath+"/metric/target",schemaPath:"#/properties/metric/properties/target/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000000000000000},message:"must be <= 10000000000000000000",schema:10000000000000000000,parentSchema:schema36.properties.metric.properties.target,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9 < -10000000000000000000 || isNaN(data9)){
const err26 = {instancePath:instancePath+"/metric/target",schemaPath:"#/properties/metric/properties/target/minimum",keyword:"minimum",params:{comparison: ">=", limit: -10000000000000000000},message:"must be >= -10000000000000000000",schema:-10000000000000000000,parentSchema:schema36.properties.metric.properties.target,data:data9};
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
const err27 = {instancePath:instancePath+"/metric/target",schemaPath:"#/properties/metric/properties/target/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.metric.properties.target.type,parentSchema:schema36.properties.metric.properties.target,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data6.startValue !== undefined){
let data10 = data6.startValue;
if((!((typeof data10 == "number") && (isFinite(data10)))) && (data10 !== null)){
const err28 = {instancePath:instancePath+"/metric/startValue",schemaPath:"#/properties/metric/properties/startValue/type",keyword:"type",params:{type: schema36.properties.metric.properties.startValue.type},message:"must be number,null",schema:schema36.properties.metric.properties.startValue.type,parentSchema:schema36.properties.metric.properties.startValue,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 10000000000000000000 || isNaN(data10)){
const err29 = {instancePath:instancePath+"/metric/startValue",schemaPath:"#/properties/metric/properties/startValue/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000000000000000},message:"must be <= 10000000000000000000",schema:10000000000000000000,parentSchema:schema36.properties.metric.properties.startValue,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10 < -10000000000000000000 || isNaN(data10)){
const err30 = {instancePath:instancePath+"/metric/startValue",schemaPath:"#/properties/metric/properties/startValue/minimum",keyword:"minimum",params:{comparison: ">=", limit: -10000000000000000000},message:"must be >= -10000000000000000000",schema:-10000000000000000000,parentSchema:schema36.properties.metric.properties.startValue,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
}
else {
const err31 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.properties.metric.type,parentSchema:schema36.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createObjective_mcpBody = validate26;
const schema37 = {"type":"object","additionalProperties":false,"required":["title","visionId","driId","metric"],"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"visionId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$","description":"a vision UUID or ref such as VIS-3"},"driId":{"description":"The directly responsible individual: a user UUID, or me.","allOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"}]},"description":{"type":"string","maxLength":20000},"deadline":{"type":["string","null"],"format":"date-time"},"horizon":{"type":["string","null"],"enum":["short","long",null]},"metric":{"type":"object","description":"Anchor an objective to a metric with a target (spec 2 §4.5).","additionalProperties":false,"required":["metricId","operator","target"],"properties":{"metricId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$","description":"a metric UUID or ref such as MET-3"},"operator":{"type":"string","enum":["gte","lte","eq"]},"target":{"type":"number","minimum":-10000000000000000000,"maximum":10000000000000000000,"description":"Target value in the metric's unit."},"startValue":{"type":["number","null"],"minimum":-10000000000000000000,"maximum":10000000000000000000,"description":"Baseline value in the metric's unit."}}}},"$id":"createObjective_mcpBody"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createObjective_mcpBody" */;
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
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.visionId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "visionId"},message:"must have required property '"+"visionId"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.driId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "driId"},message:"must have required property '"+"driId"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.metric === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metric"},message:"must have required property '"+"metric"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "title") || (key0 === "visionId")) || (key0 === "driId")) || (key0 === "description")) || (key0 === "deadline")) || (key0 === "horizon")) || (key0 === "metric"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data};
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
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema37.properties.title,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.title,data:data0};
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
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.title.type,parentSchema:schema37.properties.title,data:data0};
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
const err8 = {instancePath:instancePath+"/visionId",schemaPath:"#/properties/visionId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$",parentSchema:schema37.properties.visionId,data:data1};
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
const err9 = {instancePath:instancePath+"/visionId",schemaPath:"#/properties/visionId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.visionId.type,parentSchema:schema37.properties.visionId,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.driId !== undefined){
let data2 = data.driId;
if(typeof data2 === "string"){
if(!pattern7.test(data2)){
const err10 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/allOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema37.properties.driId.allOf[0],data:data2};
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
const err11 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/allOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.driId.allOf[0].type,parentSchema:schema37.properties.driId.allOf[0],data:data2};
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
if(func1(data3) > 20000){
const err12 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema37.properties.description,data:data3};
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
const err13 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.description.type,parentSchema:schema37.properties.description,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.deadline !== undefined){
let data4 = data.deadline;
if((typeof data4 !== "string") && (data4 !== null)){
const err14 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/type",keyword:"type",params:{type: schema37.properties.deadline.type},message:"must be string,null",schema:schema37.properties.deadline.type,parentSchema:schema37.properties.deadline,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err15 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema37.properties.deadline,data:data4};
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
let data5 = data.horizon;
if((typeof data5 !== "string") && (data5 !== null)){
const err16 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/type",keyword:"type",params:{type: schema37.properties.horizon.type},message:"must be string,null",schema:schema37.properties.horizon.type,parentSchema:schema37.properties.horizon,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((data5 === "short") || (data5 === "long")) || (data5 === null))){
const err17 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/enum",keyword:"enum",params:{allowedValues: schema37.properties.horizon.enum},message:"must be equal to one of the allowed values",schema:schema37.properties.horizon.enum,parentSchema:schema37.properties.horizon,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.metric !== undefined){
let data6 = data.metric;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.metricId === undefined){
const err18 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/required",keyword:"required",params:{missingProperty: "metricId"},message:"must have required property '"+"metricId"+"'",schema:schema37.properties.metric.required,parentSchema:schema37.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6.operator === undefined){
const err19 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'",schema:schema37.properties.metric.required,parentSchema:schema37.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6.target === undefined){
const err20 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'",schema:schema37.properties.metric.required,parentSchema:schema37.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data6){
if(!((((key1 === "metricId") || (key1 === "operator")) || (key1 === "target")) || (key1 === "startValue"))){
const err21 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema37.properties.metric,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.metricId !== undefined){
let data7 = data6.metricId;
if(typeof data7 === "string"){
if(!pattern8.test(data7)){
const err22 = {instancePath:instancePath+"/metric/metricId",schemaPath:"#/properties/metric/properties/metricId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$",parentSchema:schema37.properties.metric.properties.metricId,data:data7};
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
const err23 = {instancePath:instancePath+"/metric/metricId",schemaPath:"#/properties/metric/properties/metricId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.metric.properties.metricId.type,parentSchema:schema37.properties.metric.properties.metricId,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.operator !== undefined){
let data8 = data6.operator;
if(typeof data8 !== "string"){
const err24 = {instancePath:instancePath+"/metric/operator",schemaPath:"#/properties/metric/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.metric.properties.operator.type,parentSchema:schema37.properties.metric.properties.operator,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(((data8 === "gte") || (data8 === "lte")) || (data8 === "eq"))){
const err25 = {instancePath:instancePath+"/metric/operator",schemaPath:"#/properties/metric/properties/operator/enum",keyword:"enum",params:{allowedValues: schema37.properties.metric.properties.operator.enum},message:"must be equal to one of the allowed values",schema:schema37.properties.metric.properties.operator.enum,parentSchema:schema37.properties.metric.properties.operator,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data6.target !== undefined){
let data9 = data6.target;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 10000000000000000000 || isNaN(data9)){
const err26 = {instancePath:instancePath+"/metric/target",schemaPath:"#/properties/metric/properties/target/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000000000000000},message:"must be <= 10000000000000000000",schema:10000000000000000000,parentSchema:schema37.properties.metric.properties.target,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9 < -10000000000000000000 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/metric/target",schemaPath:"#/properties/metric/properties/target/minimum",keyword:"minimum",params:{comparison: ">=", limit: -10000000000000000000},message:"must be >= -10000000000000000000",schema:-10000000000000000000,parentSchema:schema37.properties.metric.properties.target,data:data9};
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
const err28 = {instancePath:instancePath+"/metric/target",schemaPath:"#/properties/metric/properties/target/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema37.properties.metric.properties.target.type,parentSchema:schema37.properties.metric.properties.target,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data6.startValue !== undefined){
let data10 = data6.startValue;
if((!((typeof data10 == "number") && (isFinite(data10)))) && (data10 !== null)){
const err29 = {instancePath:instancePath+"/metric/startValue",schemaPath:"#/properties/metric/properties/startValue/type",keyword:"type",params:{type: schema37.properties.metric.properties.startValue.type},message:"must be number,null",schema:schema37.properties.metric.properties.startValue.type,parentSchema:schema37.properties.metric.properties.startValue,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 10000000000000000000 || isNaN(data10)){
const err30 = {instancePath:instancePath+"/metric/startValue",schemaPath:"#/properties/metric/properties/startValue/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000000000000000},message:"must be <= 10000000000000000000",schema:10000000000000000000,parentSchema:schema37.properties.metric.properties.startValue,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data10 < -10000000000000000000 || isNaN(data10)){
const err31 = {instancePath:instancePath+"/metric/startValue",schemaPath:"#/properties/metric/properties/startValue/minimum",keyword:"minimum",params:{comparison: ">=", limit: -10000000000000000000},message:"must be >= -10000000000000000000",schema:-10000000000000000000,parentSchema:schema37.properties.metric.properties.startValue,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
}
else {
const err32 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.properties.metric.type,parentSchema:schema37.properties.metric,data:data6};
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
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateObjective_body = validate27;
const schema38 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"visionId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$","description":"a vision UUID or ref such as VIS-3"},"title":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":20000},"deadline":{"type":["string","null"],"format":"date-time"},"driId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},"horizon":{"type":["string","null"],"enum":["short","long",null]},"status":{"type":"string","enum":["active","achieved","abandoned"]}},"$id":"updateObjective_body"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateObjective_body" */;
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
if(!(((((((key0 === "visionId") || (key0 === "title")) || (key0 === "description")) || (key0 === "deadline")) || (key0 === "driId")) || (key0 === "horizon")) || (key0 === "status"))){
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
if(data.visionId !== undefined){
let data0 = data.visionId;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err2 = {instancePath:instancePath+"/visionId",schemaPath:"#/properties/visionId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VIS-[0-9]{1,9})$",parentSchema:schema38.properties.visionId,data:data0};
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
const err3 = {instancePath:instancePath+"/visionId",schemaPath:"#/properties/visionId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.visionId.type,parentSchema:schema38.properties.visionId,data:data0};
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
let data1 = data.title;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema38.properties.title,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema38.properties.title,data:data1};
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
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.title.type,parentSchema:schema38.properties.title,data:data1};
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
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema38.properties.description,data:data2};
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
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.description.type,parentSchema:schema38.properties.description,data:data2};
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
const err9 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/type",keyword:"type",params:{type: schema38.properties.deadline.type},message:"must be string,null",schema:schema38.properties.deadline.type,parentSchema:schema38.properties.deadline,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data3 === "string"){
if(!(formats0.validate(data3))){
const err10 = {instancePath:instancePath+"/deadline",schemaPath:"#/properties/deadline/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema38.properties.deadline,data:data3};
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
if(data.driId !== undefined){
let data4 = data.driId;
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
const err11 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema38.properties.driId,data:data4};
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
const err12 = {instancePath:instancePath+"/driId",schemaPath:"#/properties/driId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.driId.type,parentSchema:schema38.properties.driId,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.horizon !== undefined){
let data5 = data.horizon;
if((typeof data5 !== "string") && (data5 !== null)){
const err13 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/type",keyword:"type",params:{type: schema38.properties.horizon.type},message:"must be string,null",schema:schema38.properties.horizon.type,parentSchema:schema38.properties.horizon,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data5 === "short") || (data5 === "long")) || (data5 === null))){
const err14 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/enum",keyword:"enum",params:{allowedValues: schema38.properties.horizon.enum},message:"must be equal to one of the allowed values",schema:schema38.properties.horizon.enum,parentSchema:schema38.properties.horizon,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.status !== undefined){
let data6 = data.status;
if(typeof data6 !== "string"){
const err15 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.status.type,parentSchema:schema38.properties.status,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((data6 === "active") || (data6 === "achieved")) || (data6 === "abandoned"))){
const err16 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema38.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema38.properties.status.enum,parentSchema:schema38.properties.status,data:data6};
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
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setObjectiveMetric_body = validate28;
const schema39 = {"type":"object","additionalProperties":false,"required":["metricId"],"properties":{"metricId":{"description":"The metric (UUID or MET-<n>); null clears the anchor.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$","description":"a metric UUID or ref such as MET-3"},{"type":"null"}]},"operator":{"type":"string","enum":["gte","lte","eq"]},"target":{"type":"number","minimum":-10000000000000000000,"maximum":10000000000000000000},"startValue":{"type":["number","null"],"minimum":-10000000000000000000,"maximum":10000000000000000000}},"$id":"setObjectiveMetric_body"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setObjectiveMetric_body" */;
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
if(data.metricId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metricId"},message:"must have required property '"+"metricId"+"'",schema:schema39.required,parentSchema:schema39,data};
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
if(data.metricId !== undefined){
let data0 = data.metricId;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 === "string"){
if(!pattern8.test(data0)){
const err2 = {instancePath:instancePath+"/metricId",schemaPath:"#/properties/metricId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|MET-[0-9]{1,9})$",parentSchema:schema39.properties.metricId.anyOf[0],data:data0};
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
const err3 = {instancePath:instancePath+"/metricId",schemaPath:"#/properties/metricId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.metricId.anyOf[0].type,parentSchema:schema39.properties.metricId.anyOf[0],data:data0};
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
const err4 = {instancePath:instancePath+"/metricId",schemaPath:"#/properties/metricId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema39.properties.metricId.anyOf[1].type,parentSchema:schema39.properties.metricId.anyOf[1],data:data0};
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
const err5 = {instancePath:instancePath+"/metricId",schemaPath:"#/properties/metricId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema39.properties.metricId.anyOf,parentSchema:schema39.properties.metricId,data:data0};
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
const err6 = {instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.operator.type,parentSchema:schema39.properties.operator,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data1 === "gte") || (data1 === "lte")) || (data1 === "eq"))){
const err7 = {instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/enum",keyword:"enum",params:{allowedValues: schema39.properties.operator.enum},message:"must be equal to one of the allowed values",schema:schema39.properties.operator.enum,parentSchema:schema39.properties.operator,data:data1};
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
const err8 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000000000000000},message:"must be <= 10000000000000000000",schema:10000000000000000000,parentSchema:schema39.properties.target,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < -10000000000000000000 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/minimum",keyword:"minimum",params:{comparison: ">=", limit: -10000000000000000000},message:"must be >= -10000000000000000000",schema:-10000000000000000000,parentSchema:schema39.properties.target,data:data2};
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
const err10 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema39.properties.target.type,parentSchema:schema39.properties.target,data:data2};
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
const err11 = {instancePath:instancePath+"/startValue",schemaPath:"#/properties/startValue/type",keyword:"type",params:{type: schema39.properties.startValue.type},message:"must be number,null",schema:schema39.properties.startValue.type,parentSchema:schema39.properties.startValue,data:data3};
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
const err12 = {instancePath:instancePath+"/startValue",schemaPath:"#/properties/startValue/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000000000000000},message:"must be <= 10000000000000000000",schema:10000000000000000000,parentSchema:schema39.properties.startValue,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3 < -10000000000000000000 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/startValue",schemaPath:"#/properties/startValue/minimum",keyword:"minimum",params:{comparison: ">=", limit: -10000000000000000000},message:"must be >= -10000000000000000000",schema:-10000000000000000000,parentSchema:schema39.properties.startValue,data:data3};
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
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setObjectiveAlignmentLink_body = validate29;
const schema40 = {"type":"object","additionalProperties":false,"required":["parentId","kind"],"properties":{"parentId":{"description":"The parent objective (UUID or OBJ-<n>).","allOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$","description":"an objective UUID or ref such as OBJ-3"}]},"kind":{"type":["string","null"],"enum":["primary","supporting",null],"description":"null removes the link."}},"$id":"setObjectiveAlignmentLink_body"};
const pattern15 = new RegExp("^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$", "u");

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setObjectiveAlignmentLink_body" */;
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
if(data.parentId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "parentId"},message:"must have required property '"+"parentId"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema40.required,parentSchema:schema40,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data};
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
const err3 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/allOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$",parentSchema:schema40.properties.parentId.allOf[0],data:data0};
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
const err4 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/allOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.parentId.allOf[0].type,parentSchema:schema40.properties.parentId.allOf[0],data:data0};
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
const err5 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: schema40.properties.kind.type},message:"must be string,null",schema:schema40.properties.kind.type,parentSchema:schema40.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data1 === "primary") || (data1 === "supporting")) || (data1 === null))){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema40.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema40.properties.kind.enum,parentSchema:schema40.properties.kind,data:data1};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createMetric_body = validate30;
const schema41 = {"type":"object","additionalProperties":false,"required":["name","unit"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":20000},"currentValue":{"type":["number","null"]},"unit":{"type":"string","enum":["percentage","count","currency","ratio","duration","custom"]},"dataSourceType":{"type":"string","enum":["manual","integration","system"]},"dataSourceConfig":{"type":["object","null"],"additionalProperties":true},"stewardId":{"description":"The steward (a user id, or me); null for none.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]}},"$id":"createMetric_body"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createMetric_body" */;
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
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema41.required,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.unit === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unit"},message:"must have required property '"+"unit"+"'",schema:schema41.required,parentSchema:schema41,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema41,data};
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
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema41.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema41.properties.name,data:data0};
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
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.name.type,parentSchema:schema41.properties.name,data:data0};
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
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema41.properties.description,data:data1};
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
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.description.type,parentSchema:schema41.properties.description,data:data1};
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
const err8 = {instancePath:instancePath+"/currentValue",schemaPath:"#/properties/currentValue/type",keyword:"type",params:{type: schema41.properties.currentValue.type},message:"must be number,null",schema:schema41.properties.currentValue.type,parentSchema:schema41.properties.currentValue,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.unit !== undefined){
let data3 = data.unit;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.unit.type,parentSchema:schema41.properties.unit,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((((data3 === "percentage") || (data3 === "count")) || (data3 === "currency")) || (data3 === "ratio")) || (data3 === "duration")) || (data3 === "custom"))){
const err10 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/enum",keyword:"enum",params:{allowedValues: schema41.properties.unit.enum},message:"must be equal to one of the allowed values",schema:schema41.properties.unit.enum,parentSchema:schema41.properties.unit,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.dataSourceType !== undefined){
let data4 = data.dataSourceType;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/dataSourceType",schemaPath:"#/properties/dataSourceType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.dataSourceType.type,parentSchema:schema41.properties.dataSourceType,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(((data4 === "manual") || (data4 === "integration")) || (data4 === "system"))){
const err12 = {instancePath:instancePath+"/dataSourceType",schemaPath:"#/properties/dataSourceType/enum",keyword:"enum",params:{allowedValues: schema41.properties.dataSourceType.enum},message:"must be equal to one of the allowed values",schema:schema41.properties.dataSourceType.enum,parentSchema:schema41.properties.dataSourceType,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.dataSourceConfig !== undefined){
let data5 = data.dataSourceConfig;
if((!(data5 && typeof data5 == "object" && !Array.isArray(data5))) && (data5 !== null)){
const err13 = {instancePath:instancePath+"/dataSourceConfig",schemaPath:"#/properties/dataSourceConfig/type",keyword:"type",params:{type: schema41.properties.dataSourceConfig.type},message:"must be object,null",schema:schema41.properties.dataSourceConfig.type,parentSchema:schema41.properties.dataSourceConfig,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
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
const err14 = {instancePath:instancePath+"/stewardId",schemaPath:"#/properties/stewardId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema41.properties.stewardId.anyOf[0],data:data6};
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
const err15 = {instancePath:instancePath+"/stewardId",schemaPath:"#/properties/stewardId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.stewardId.anyOf[0].type,parentSchema:schema41.properties.stewardId.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
const _errs19 = errors;
if(data6 !== null){
const err16 = {instancePath:instancePath+"/stewardId",schemaPath:"#/properties/stewardId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.stewardId.anyOf[1].type,parentSchema:schema41.properties.stewardId.anyOf[1],data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err17 = {instancePath:instancePath+"/stewardId",schemaPath:"#/properties/stewardId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.stewardId.anyOf,parentSchema:schema41.properties.stewardId,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
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
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateMetric_body = validate31;
const schema42 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":20000},"currentValue":{"type":["number","null"]},"unit":{"type":"string","enum":["percentage","count","currency","ratio","duration","custom"]},"dataSourceType":{"type":"string","enum":["manual","integration","system"]},"dataSourceConfig":{"type":["object","null"],"additionalProperties":true},"stewardId":{"description":"The steward (a user id, or me); null clears it.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]}},"$id":"updateMetric_body"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateMetric_body" */;
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
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema42,data};
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
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema42.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema42.properties.name,data:data0};
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
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.name.type,parentSchema:schema42.properties.name,data:data0};
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
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema42.properties.description,data:data1};
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
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.description.type,parentSchema:schema42.properties.description,data:data1};
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
const err7 = {instancePath:instancePath+"/currentValue",schemaPath:"#/properties/currentValue/type",keyword:"type",params:{type: schema42.properties.currentValue.type},message:"must be number,null",schema:schema42.properties.currentValue.type,parentSchema:schema42.properties.currentValue,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.unit !== undefined){
let data3 = data.unit;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.unit.type,parentSchema:schema42.properties.unit,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((((data3 === "percentage") || (data3 === "count")) || (data3 === "currency")) || (data3 === "ratio")) || (data3 === "duration")) || (data3 === "custom"))){
const err9 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/enum",keyword:"enum",params:{allowedValues: schema42.properties.unit.enum},message:"must be equal to one of the allowed values",schema:schema42.properties.unit.enum,parentSchema:schema42.properties.unit,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.dataSourceType !== undefined){
let data4 = data.dataSourceType;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/dataSourceType",schemaPath:"#/properties/dataSourceType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.dataSourceType.type,parentSchema:schema42.properties.dataSourceType,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((data4 === "manual") || (data4 === "integration")) || (data4 === "system"))){
const err11 = {instancePath:instancePath+"/dataSourceType",schemaPath:"#/properties/dataSourceType/enum",keyword:"enum",params:{allowedValues: schema42.properties.dataSourceType.enum},message:"must be equal to one of the allowed values",schema:schema42.properties.dataSourceType.enum,parentSchema:schema42.properties.dataSourceType,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.dataSourceConfig !== undefined){
let data5 = data.dataSourceConfig;
if((!(data5 && typeof data5 == "object" && !Array.isArray(data5))) && (data5 !== null)){
const err12 = {instancePath:instancePath+"/dataSourceConfig",schemaPath:"#/properties/dataSourceConfig/type",keyword:"type",params:{type: schema42.properties.dataSourceConfig.type},message:"must be object,null",schema:schema42.properties.dataSourceConfig.type,parentSchema:schema42.properties.dataSourceConfig,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
const err13 = {instancePath:instancePath+"/stewardId",schemaPath:"#/properties/stewardId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema42.properties.stewardId.anyOf[0],data:data6};
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
const err14 = {instancePath:instancePath+"/stewardId",schemaPath:"#/properties/stewardId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.stewardId.anyOf[0].type,parentSchema:schema42.properties.stewardId.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
const _errs19 = errors;
if(data6 !== null){
const err15 = {instancePath:instancePath+"/stewardId",schemaPath:"#/properties/stewardId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema42.properties.stewardId.anyOf[1].type,parentSchema:schema42.properties.stewardId.anyOf[1],data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err16 = {instancePath:instancePath+"/stewardId",schemaPath:"#/properties/stewardId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema42.properties.stewardId.anyOf,parentSchema:schema42.properties.stewardId,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
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
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema42.type,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createMetricValue_body = validate32;
const schema43 = {"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"type":"number"},"recordedAt":{"type":"string","format":"date-time"},"note":{"type":"string","maxLength":2000},"source":{"type":"string","enum":["manual","integration"],"default":"manual"}},"$id":"createMetricValue_body"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createMetricValue_body" */;
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
if(data.source === undefined){
data.source = "manual";
}
if(data.value === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema43.required,parentSchema:schema43,data};
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
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema43,data};
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
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.properties.value.type,parentSchema:schema43.properties.value,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.recordedAt !== undefined){
let data1 = data.recordedAt;
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
const err3 = {instancePath:instancePath+"/recordedAt",schemaPath:"#/properties/recordedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema43.properties.recordedAt,data:data1};
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
const err4 = {instancePath:instancePath+"/recordedAt",schemaPath:"#/properties/recordedAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.recordedAt.type,parentSchema:schema43.properties.recordedAt,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.note !== undefined){
let data2 = data.note;
if(typeof data2 === "string"){
if(func1(data2) > 2000){
const err5 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema43.properties.note,data:data2};
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
const err6 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.note.type,parentSchema:schema43.properties.note,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let data3 = data.source;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.source.type,parentSchema:schema43.properties.source,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === "manual") || (data3 === "integration"))){
const err8 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema43.properties.source.enum},message:"must be equal to one of the allowed values",schema:schema43.properties.source.enum,parentSchema:schema43.properties.source,data:data3};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createOpportunity_body = validate33;
const schema44 = {"type":"object","additionalProperties":false,"required":["title"],"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":20000},"estimatedCost":{"type":["number","null"],"minimum":0,"maximum":99999999999999,"description":"Financial; needs cost:read to read back."},"leadId":{"description":"The lead (a user UUID, or me).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"teamId":{"description":"The team (UUID or prefix).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$","description":"a team UUID or the team's prefix such as ENG"},{"type":"null"}]},"dueDate":{"type":["string","null"],"format":"date"},"content":{"type":"string","maxLength":200000,"description":"PRD body (markdown)."},"initialState":{"type":"string","enum":["backlog","in_progress"],"default":"backlog"},"objectiveLinks":{"type":"array","maxItems":50,"items":{"type":"object","additionalProperties":false,"required":["objectiveId"],"properties":{"objectiveId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$","description":"an objective UUID or ref such as OBJ-3"},"kind":{"type":"string","enum":["primary","supporting"]}}}}},"$id":"createOpportunity_body"};
const func31 = Object.prototype.hasOwnProperty;
const pattern19 = new RegExp("^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$", "u");
const formats8 = require("ajv-formats/dist/formats").fullFormats.date;

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createOpportunity_body" */;
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
if(data.initialState === undefined){
data.initialState = "backlog";
}
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema44.required,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func31.call(schema44.properties, key0))){
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
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema44.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema44.properties.title,data:data0};
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
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.title.type,parentSchema:schema44.properties.title,data:data0};
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
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema44.properties.description,data:data1};
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
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.description.type,parentSchema:schema44.properties.description,data:data1};
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
const err7 = {instancePath:instancePath+"/estimatedCost",schemaPath:"#/properties/estimatedCost/type",keyword:"type",params:{type: schema44.properties.estimatedCost.type},message:"must be number,null",schema:schema44.properties.estimatedCost.type,parentSchema:schema44.properties.estimatedCost,data:data2};
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
const err8 = {instancePath:instancePath+"/estimatedCost",schemaPath:"#/properties/estimatedCost/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999999999},message:"must be <= 99999999999999",schema:99999999999999,parentSchema:schema44.properties.estimatedCost,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/estimatedCost",schemaPath:"#/properties/estimatedCost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema44.properties.estimatedCost,data:data2};
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
const err10 = {instancePath:instancePath+"/leadId",schemaPath:"#/properties/leadId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema44.properties.leadId.anyOf[0],data:data3};
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
const err11 = {instancePath:instancePath+"/leadId",schemaPath:"#/properties/leadId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.leadId.anyOf[0].type,parentSchema:schema44.properties.leadId.anyOf[0],data:data3};
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
const err12 = {instancePath:instancePath+"/leadId",schemaPath:"#/properties/leadId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.leadId.anyOf[1].type,parentSchema:schema44.properties.leadId.anyOf[1],data:data3};
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
const err13 = {instancePath:instancePath+"/leadId",schemaPath:"#/properties/leadId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.leadId.anyOf,parentSchema:schema44.properties.leadId,data:data3};
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
const err14 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$",parentSchema:schema44.properties.teamId.anyOf[0],data:data4};
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
const err15 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.teamId.anyOf[0].type,parentSchema:schema44.properties.teamId.anyOf[0],data:data4};
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
const err16 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.teamId.anyOf[1].type,parentSchema:schema44.properties.teamId.anyOf[1],data:data4};
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
const err17 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.teamId.anyOf,parentSchema:schema44.properties.teamId,data:data4};
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
const err18 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/type",keyword:"type",params:{type: schema44.properties.dueDate.type},message:"must be string,null",schema:schema44.properties.dueDate.type,parentSchema:schema44.properties.dueDate,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data5 === "string"){
if(!(formats8.validate(data5))){
const err19 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema44.properties.dueDate,data:data5};
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
if(data.content !== undefined){
let data6 = data.content;
if(typeof data6 === "string"){
if(func1(data6) > 200000){
const err20 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema44.properties.content,data:data6};
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
const err21 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.content.type,parentSchema:schema44.properties.content,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
let data7 = data.initialState;
if(typeof data7 !== "string"){
const err22 = {instancePath:instancePath+"/initialState",schemaPath:"#/properties/initialState/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.initialState.type,parentSchema:schema44.properties.initialState,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!((data7 === "backlog") || (data7 === "in_progress"))){
const err23 = {instancePath:instancePath+"/initialState",schemaPath:"#/properties/initialState/enum",keyword:"enum",params:{allowedValues: schema44.properties.initialState.enum},message:"must be equal to one of the allowed values",schema:schema44.properties.initialState.enum,parentSchema:schema44.properties.initialState,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.objectiveLinks !== undefined){
let data8 = data.objectiveLinks;
if(Array.isArray(data8)){
if(data8.length > 50){
const err24 = {instancePath:instancePath+"/objectiveLinks",schemaPath:"#/properties/objectiveLinks/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema44.properties.objectiveLinks,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.objectiveId === undefined){
const err25 = {instancePath:instancePath+"/objectiveLinks/" + i0,schemaPath:"#/properties/objectiveLinks/items/required",keyword:"required",params:{missingProperty: "objectiveId"},message:"must have required property '"+"objectiveId"+"'",schema:schema44.properties.objectiveLinks.items.required,parentSchema:schema44.properties.objectiveLinks.items,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key1 in data9){
if(!((key1 === "objectiveId") || (key1 === "kind"))){
const err26 = {instancePath:instancePath+"/objectiveLinks/" + i0,schemaPath:"#/properties/objectiveLinks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema44.properties.objectiveLinks.items,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data9.objectiveId !== undefined){
let data10 = data9.objectiveId;
if(typeof data10 === "string"){
if(!pattern15.test(data10)){
const err27 = {instancePath:instancePath+"/objectiveLinks/" + i0+"/objectiveId",schemaPath:"#/properties/objectiveLinks/items/properties/objectiveId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$",parentSchema:schema44.properties.objectiveLinks.items.properties.objectiveId,data:data10};
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
const err28 = {instancePath:instancePath+"/objectiveLinks/" + i0+"/objectiveId",schemaPath:"#/properties/objectiveLinks/items/properties/objectiveId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.objectiveLinks.items.properties.objectiveId.type,parentSchema:schema44.properties.objectiveLinks.items.properties.objectiveId,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data9.kind !== undefined){
let data11 = data9.kind;
if(typeof data11 !== "string"){
const err29 = {instancePath:instancePath+"/objectiveLinks/" + i0+"/kind",schemaPath:"#/properties/objectiveLinks/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.objectiveLinks.items.properties.kind.type,parentSchema:schema44.properties.objectiveLinks.items.properties.kind,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!((data11 === "primary") || (data11 === "supporting"))){
const err30 = {instancePath:instancePath+"/objectiveLinks/" + i0+"/kind",schemaPath:"#/properties/objectiveLinks/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema44.properties.objectiveLinks.items.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema44.properties.objectiveLinks.items.properties.kind.enum,parentSchema:schema44.properties.objectiveLinks.items.properties.kind,data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/objectiveLinks/" + i0,schemaPath:"#/properties/objectiveLinks/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.properties.objectiveLinks.items.type,parentSchema:schema44.properties.objectiveLinks.items,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/objectiveLinks",schemaPath:"#/properties/objectiveLinks/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema44.properties.objectiveLinks.type,parentSchema:schema44.properties.objectiveLinks,data:data8};
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
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateOpportunity_body = validate34;
const schema45 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":20000},"estimatedCost":{"type":["number","null"],"minimum":0,"maximum":99999999999999,"description":"Financial; needs cost:read to read back."},"leadId":{"description":"The lead (a user UUID, or me); null clears it.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"teamId":{"description":"The team (UUID or prefix); null clears it.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$","description":"a team UUID or the team's prefix such as ENG"},{"type":"null"}]},"dueDate":{"type":["string","null"],"format":"date"},"content":{"type":"string","maxLength":200000},"prd":{"type":"string","maxLength":200000,"description":"Alias of content."}},"$id":"updateOpportunity_body"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateOpportunity_body" */;
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
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "title") || (key0 === "description")) || (key0 === "estimatedCost")) || (key0 === "leadId")) || (key0 === "teamId")) || (key0 === "dueDate")) || (key0 === "content")) || (key0 === "prd"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema45,data};
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
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema45.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema45.properties.title,data:data0};
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
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.title.type,parentSchema:schema45.properties.title,data:data0};
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
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema45.properties.description,data:data1};
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
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.description.type,parentSchema:schema45.properties.description,data:data1};
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
const err7 = {instancePath:instancePath+"/estimatedCost",schemaPath:"#/properties/estimatedCost/type",keyword:"type",params:{type: schema45.properties.estimatedCost.type},message:"must be number,null",schema:schema45.properties.estimatedCost.type,parentSchema:schema45.properties.estimatedCost,data:data2};
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
const err8 = {instancePath:instancePath+"/estimatedCost",schemaPath:"#/properties/estimatedCost/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999999999},message:"must be <= 99999999999999",schema:99999999999999,parentSchema:schema45.properties.estimatedCost,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/estimatedCost",schemaPath:"#/properties/estimatedCost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema45.properties.estimatedCost,data:data2};
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
const err10 = {instancePath:instancePath+"/leadId",schemaPath:"#/properties/leadId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema45.properties.leadId.anyOf[0],data:data3};
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
const err11 = {instancePath:instancePath+"/leadId",schemaPath:"#/properties/leadId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.leadId.anyOf[0].type,parentSchema:schema45.properties.leadId.anyOf[0],data:data3};
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
const err12 = {instancePath:instancePath+"/leadId",schemaPath:"#/properties/leadId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema45.properties.leadId.anyOf[1].type,parentSchema:schema45.properties.leadId.anyOf[1],data:data3};
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
const err13 = {instancePath:instancePath+"/leadId",schemaPath:"#/properties/leadId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema45.properties.leadId.anyOf,parentSchema:schema45.properties.leadId,data:data3};
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
const err14 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$",parentSchema:schema45.properties.teamId.anyOf[0],data:data4};
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
const err15 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.teamId.anyOf[0].type,parentSchema:schema45.properties.teamId.anyOf[0],data:data4};
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
const err16 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema45.properties.teamId.anyOf[1].type,parentSchema:schema45.properties.teamId.anyOf[1],data:data4};
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
const err17 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema45.properties.teamId.anyOf,parentSchema:schema45.properties.teamId,data:data4};
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
const err18 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/type",keyword:"type",params:{type: schema45.properties.dueDate.type},message:"must be string,null",schema:schema45.properties.dueDate.type,parentSchema:schema45.properties.dueDate,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data5 === "string"){
if(!(formats8.validate(data5))){
const err19 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema45.properties.dueDate,data:data5};
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
if(data.content !== undefined){
let data6 = data.content;
if(typeof data6 === "string"){
if(func1(data6) > 200000){
const err20 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema45.properties.content,data:data6};
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
const err21 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.content.type,parentSchema:schema45.properties.content,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.prd !== undefined){
let data7 = data.prd;
if(typeof data7 === "string"){
if(func1(data7) > 200000){
const err22 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema45.properties.prd,data:data7};
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
const err23 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.prd.type,parentSchema:schema45.properties.prd,data:data7};
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
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setOpportunityState_body = validate35;
const schema46 = {"type":"object","additionalProperties":false,"required":["state"],"properties":{"state":{"type":"string","enum":["backlog","in_progress","completed"]}},"$id":"setOpportunityState_body"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setOpportunityState_body" */;
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
if(data.state === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema46.required,parentSchema:schema46,data};
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
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema46,data};
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
const err2 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.state.type,parentSchema:schema46.properties.state,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((data0 === "backlog") || (data0 === "in_progress")) || (data0 === "completed"))){
const err3 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema46.properties.state.enum},message:"must be equal to one of the allowed values",schema:schema46.properties.state.enum,parentSchema:schema46.properties.state,data:data0};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createOpportunityObjectiveLink_body = validate36;
const schema47 = {"type":"object","additionalProperties":false,"required":["objectiveId"],"properties":{"objectiveId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$","description":"an objective UUID or ref such as OBJ-3"},"kind":{"type":"string","enum":["primary","supporting"]}},"$id":"createOpportunityObjectiveLink_body"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createOpportunityObjectiveLink_body" */;
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
if(data.objectiveId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "objectiveId"},message:"must have required property '"+"objectiveId"+"'",schema:schema47.required,parentSchema:schema47,data};
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
if(data.objectiveId !== undefined){
let data0 = data.objectiveId;
if(typeof data0 === "string"){
if(!pattern15.test(data0)){
const err2 = {instancePath:instancePath+"/objectiveId",schemaPath:"#/properties/objectiveId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$",parentSchema:schema47.properties.objectiveId,data:data0};
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
const err3 = {instancePath:instancePath+"/objectiveId",schemaPath:"#/properties/objectiveId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.objectiveId.type,parentSchema:schema47.properties.objectiveId,data:data0};
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
const err4 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.kind.type,parentSchema:schema47.properties.kind,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === "primary") || (data1 === "supporting"))){
const err5 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema47.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema47.properties.kind.enum,parentSchema:schema47.properties.kind,data:data1};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema47.type,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateOpportunityObjectiveLink_body = validate37;
const schema48 = {"type":"object","additionalProperties":false,"required":["newObjectiveId"],"properties":{"newObjectiveId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$","description":"an objective UUID or ref such as OBJ-3"}},"$id":"updateOpportunityObjectiveLink_body"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateOpportunityObjectiveLink_body" */;
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
if(data.newObjectiveId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "newObjectiveId"},message:"must have required property '"+"newObjectiveId"+"'",schema:schema48.required,parentSchema:schema48,data};
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
if(data.newObjectiveId !== undefined){
let data0 = data.newObjectiveId;
if(typeof data0 === "string"){
if(!pattern15.test(data0)){
const err2 = {instancePath:instancePath+"/newObjectiveId",schemaPath:"#/properties/newObjectiveId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OBJ-[0-9]{1,9})$",parentSchema:schema48.properties.newObjectiveId,data:data0};
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
const err3 = {instancePath:instancePath+"/newObjectiveId",schemaPath:"#/properties/newObjectiveId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.newObjectiveId.type,parentSchema:schema48.properties.newObjectiveId,data:data0};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createTask_body = validate38;
const schema49 = {"type":"object","additionalProperties":false,"required":["title"],"properties":{"title":{"type":"string","minLength":1,"maxLength":300},"description":{"type":"string","maxLength":20000},"content":{"type":"string","maxLength":200000,"description":"The engineering spec (markdown)."},"status":{"type":"string","enum":["backlog","todo","in_progress","completed","cancelled","duplicate"]},"priority":{"type":"string","enum":["low","medium","high","urgent"]},"opportunityId":{"description":"The opportunity (UUID or OPP-<n>); null makes an orphan task.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$","description":"an opportunity UUID or ref such as OPP-3"},{"type":"null"}]},"teamId":{"description":"The team (UUID or prefix).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$","description":"a team UUID or the team's prefix such as ENG"},{"type":"null"}]},"ownerId":{"description":"The owner (a user UUID, or me).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"parentTaskId":{"description":"The parent task (UUID or ref).","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$","description":"a task UUID or ref such as ENG-12 (its team's prefix and number; TASK-12 for a task without a team)"},{"type":"null"}]},"subtaskMode":{"type":"string","enum":["standalone","sequential"]},"estimateMinutes":{"type":["integer","null"],"minimum":0,"maximum":1000000},"dueDate":{"type":["string","null"],"format":"date-time"}},"$id":"createTask_body"};
const pattern25 = new RegExp("^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$", "u");
const pattern28 = new RegExp("^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$", "u");

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createTask_body" */;
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
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func31.call(schema49.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema49,data};
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
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters",schema:300,parentSchema:schema49.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema49.properties.title,data:data0};
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
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.title.type,parentSchema:schema49.properties.title,data:data0};
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
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema49.properties.description,data:data1};
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
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.description.type,parentSchema:schema49.properties.description,data:data1};
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
const err7 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema49.properties.content,data:data2};
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
const err8 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.content.type,parentSchema:schema49.properties.content,data:data2};
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
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.status.type,parentSchema:schema49.properties.status,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((((data3 === "backlog") || (data3 === "todo")) || (data3 === "in_progress")) || (data3 === "completed")) || (data3 === "cancelled")) || (data3 === "duplicate"))){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema49.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema49.properties.status.enum,parentSchema:schema49.properties.status,data:data3};
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
const err11 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.priority.type,parentSchema:schema49.properties.priority,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((data4 === "low") || (data4 === "medium")) || (data4 === "high")) || (data4 === "urgent"))){
const err12 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/enum",keyword:"enum",params:{allowedValues: schema49.properties.priority.enum},message:"must be equal to one of the allowed values",schema:schema49.properties.priority.enum,parentSchema:schema49.properties.priority,data:data4};
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
if(!pattern25.test(data5)){
const err13 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$",parentSchema:schema49.properties.opportunityId.anyOf[0],data:data5};
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
const err14 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.opportunityId.anyOf[0].type,parentSchema:schema49.properties.opportunityId.anyOf[0],data:data5};
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
const err15 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema49.properties.opportunityId.anyOf[1].type,parentSchema:schema49.properties.opportunityId.anyOf[1],data:data5};
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
const err16 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema49.properties.opportunityId.anyOf,parentSchema:schema49.properties.opportunityId,data:data5};
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
if(data.teamId !== undefined){
let data6 = data.teamId;
const _errs19 = errors;
let valid2 = false;
const _errs20 = errors;
if(typeof data6 === "string"){
if(!pattern19.test(data6)){
const err17 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$",parentSchema:schema49.properties.teamId.anyOf[0],data:data6};
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
const err18 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.teamId.anyOf[0].type,parentSchema:schema49.properties.teamId.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid2 = valid2 || _valid1;
const _errs22 = errors;
if(data6 !== null){
const err19 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema49.properties.teamId.anyOf[1].type,parentSchema:schema49.properties.teamId.anyOf[1],data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err20 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema49.properties.teamId.anyOf,parentSchema:schema49.properties.teamId,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.ownerId !== undefined){
let data7 = data.ownerId;
const _errs25 = errors;
let valid3 = false;
const _errs26 = errors;
if(typeof data7 === "string"){
if(!pattern7.test(data7)){
const err21 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema49.properties.ownerId.anyOf[0],data:data7};
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
const err22 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.ownerId.anyOf[0].type,parentSchema:schema49.properties.ownerId.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid2 = _errs26 === errors;
valid3 = valid3 || _valid2;
const _errs28 = errors;
if(data7 !== null){
const err23 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema49.properties.ownerId.anyOf[1].type,parentSchema:schema49.properties.ownerId.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid2 = _errs28 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err24 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema49.properties.ownerId.anyOf,parentSchema:schema49.properties.ownerId,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
if(data.parentTaskId !== undefined){
let data8 = data.parentTaskId;
const _errs31 = errors;
let valid4 = false;
const _errs32 = errors;
if(typeof data8 === "string"){
if(!pattern28.test(data8)){
const err25 = {instancePath:instancePath+"/parentTaskId",schemaPath:"#/properties/parentTaskId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$",parentSchema:schema49.properties.parentTaskId.anyOf[0],data:data8};
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
const err26 = {instancePath:instancePath+"/parentTaskId",schemaPath:"#/properties/parentTaskId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.parentTaskId.anyOf[0].type,parentSchema:schema49.properties.parentTaskId.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid3 = _errs32 === errors;
valid4 = valid4 || _valid3;
const _errs34 = errors;
if(data8 !== null){
const err27 = {instancePath:instancePath+"/parentTaskId",schemaPath:"#/properties/parentTaskId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema49.properties.parentTaskId.anyOf[1].type,parentSchema:schema49.properties.parentTaskId.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid3 = _errs34 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err28 = {instancePath:instancePath+"/parentTaskId",schemaPath:"#/properties/parentTaskId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema49.properties.parentTaskId.anyOf,parentSchema:schema49.properties.parentTaskId,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
}
if(data.subtaskMode !== undefined){
let data9 = data.subtaskMode;
if(typeof data9 !== "string"){
const err29 = {instancePath:instancePath+"/subtaskMode",schemaPath:"#/properties/subtaskMode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.subtaskMode.type,parentSchema:schema49.properties.subtaskMode,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!((data9 === "standalone") || (data9 === "sequential"))){
const err30 = {instancePath:instancePath+"/subtaskMode",schemaPath:"#/properties/subtaskMode/enum",keyword:"enum",params:{allowedValues: schema49.properties.subtaskMode.enum},message:"must be equal to one of the allowed values",schema:schema49.properties.subtaskMode.enum,parentSchema:schema49.properties.subtaskMode,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.estimateMinutes !== undefined){
let data10 = data.estimateMinutes;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err31 = {instancePath:instancePath+"/estimateMinutes",schemaPath:"#/properties/estimateMinutes/type",keyword:"type",params:{type: schema49.properties.estimateMinutes.type},message:"must be integer,null",schema:schema49.properties.estimateMinutes.type,parentSchema:schema49.properties.estimateMinutes,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 1000000 || isNaN(data10)){
const err32 = {instancePath:instancePath+"/estimateMinutes",schemaPath:"#/properties/estimateMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema49.properties.estimateMinutes,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err33 = {instancePath:instancePath+"/estimateMinutes",schemaPath:"#/properties/estimateMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema49.properties.estimateMinutes,data:data10};
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
if(data.dueDate !== undefined){
let data11 = data.dueDate;
if((typeof data11 !== "string") && (data11 !== null)){
const err34 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/type",keyword:"type",params:{type: schema49.properties.dueDate.type},message:"must be string,null",schema:schema49.properties.dueDate.type,parentSchema:schema49.properties.dueDate,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(typeof data11 === "string"){
if(!(formats0.validate(data11))){
const err35 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema49.properties.dueDate,data:data11};
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
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateTask_body = validate39;
const schema50 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"title":{"type":"string","minLength":1,"maxLength":300},"description":{"type":"string","maxLength":20000},"content":{"type":"string","maxLength":200000,"description":"The engineering spec (markdown)."},"status":{"type":"string","enum":["backlog","todo","in_progress","completed","cancelled","duplicate"]},"priority":{"type":"string","enum":["low","medium","high","urgent"]},"opportunityId":{"description":"The opportunity (UUID or OPP-<n>); null makes an orphan task.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$","description":"an opportunity UUID or ref such as OPP-3"},{"type":"null"}]},"teamId":{"description":"The team (UUID or prefix); null clears it.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$","description":"a team UUID or the team's prefix such as ENG"},{"type":"null"}]},"ownerId":{"description":"The owner (a user UUID, or me); null clears it.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},{"type":"null"}]},"parentTaskId":{"description":"The parent task (UUID or ref); null clears it.","anyOf":[{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$","description":"a task UUID or ref such as ENG-12 (its team's prefix and number; TASK-12 for a task without a team)"},{"type":"null"}]},"subtaskMode":{"type":"string","enum":["standalone","sequential"]},"estimateMinutes":{"type":["integer","null"],"minimum":0,"maximum":1000000},"dueDate":{"type":["string","null"],"format":"date-time"}},"$id":"updateTask_body"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateTask_body" */;
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
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func31.call(schema50.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema50,data};
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
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters",schema:300,parentSchema:schema50.properties.title,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema50.properties.title,data:data0};
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
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.title.type,parentSchema:schema50.properties.title,data:data0};
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
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema50.properties.description,data:data1};
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
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.description.type,parentSchema:schema50.properties.description,data:data1};
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
const err7 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema50.properties.content,data:data2};
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
const err8 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.content.type,parentSchema:schema50.properties.content,data:data2};
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
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.status.type,parentSchema:schema50.properties.status,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((((data3 === "backlog") || (data3 === "todo")) || (data3 === "in_progress")) || (data3 === "completed")) || (data3 === "cancelled")) || (data3 === "duplicate"))){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema50.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema50.properties.status.enum,parentSchema:schema50.properties.status,data:data3};
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
const err11 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.priority.type,parentSchema:schema50.properties.priority,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((data4 === "low") || (data4 === "medium")) || (data4 === "high")) || (data4 === "urgent"))){
const err12 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/enum",keyword:"enum",params:{allowedValues: schema50.properties.priority.enum},message:"must be equal to one of the allowed values",schema:schema50.properties.priority.enum,parentSchema:schema50.properties.priority,data:data4};
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
if(!pattern25.test(data5)){
const err13 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|OPP-[0-9]{1,9})$",parentSchema:schema50.properties.opportunityId.anyOf[0],data:data5};
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
const err14 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.opportunityId.anyOf[0].type,parentSchema:schema50.properties.opportunityId.anyOf[0],data:data5};
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
const err15 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema50.properties.opportunityId.anyOf[1].type,parentSchema:schema50.properties.opportunityId.anyOf[1],data:data5};
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
const err16 = {instancePath:instancePath+"/opportunityId",schemaPath:"#/properties/opportunityId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema50.properties.opportunityId.anyOf,parentSchema:schema50.properties.opportunityId,data:data5};
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
if(data.teamId !== undefined){
let data6 = data.teamId;
const _errs19 = errors;
let valid2 = false;
const _errs20 = errors;
if(typeof data6 === "string"){
if(!pattern19.test(data6)){
const err17 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3})$",parentSchema:schema50.properties.teamId.anyOf[0],data:data6};
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
const err18 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.teamId.anyOf[0].type,parentSchema:schema50.properties.teamId.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid2 = valid2 || _valid1;
const _errs22 = errors;
if(data6 !== null){
const err19 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema50.properties.teamId.anyOf[1].type,parentSchema:schema50.properties.teamId.anyOf[1],data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err20 = {instancePath:instancePath+"/teamId",schemaPath:"#/properties/teamId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema50.properties.teamId.anyOf,parentSchema:schema50.properties.teamId,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.ownerId !== undefined){
let data7 = data.ownerId;
const _errs25 = errors;
let valid3 = false;
const _errs26 = errors;
if(typeof data7 === "string"){
if(!pattern7.test(data7)){
const err21 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema50.properties.ownerId.anyOf[0],data:data7};
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
const err22 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.ownerId.anyOf[0].type,parentSchema:schema50.properties.ownerId.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid2 = _errs26 === errors;
valid3 = valid3 || _valid2;
const _errs28 = errors;
if(data7 !== null){
const err23 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema50.properties.ownerId.anyOf[1].type,parentSchema:schema50.properties.ownerId.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid2 = _errs28 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err24 = {instancePath:instancePath+"/ownerId",schemaPath:"#/properties/ownerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema50.properties.ownerId.anyOf,parentSchema:schema50.properties.ownerId,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
if(data.parentTaskId !== undefined){
let data8 = data.parentTaskId;
const _errs31 = errors;
let valid4 = false;
const _errs32 = errors;
if(typeof data8 === "string"){
if(!pattern28.test(data8)){
const err25 = {instancePath:instancePath+"/parentTaskId",schemaPath:"#/properties/parentTaskId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Z][A-Z0-9]{1,3}-[0-9]{1,9})$",parentSchema:schema50.properties.parentTaskId.anyOf[0],data:data8};
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
const err26 = {instancePath:instancePath+"/parentTaskId",schemaPath:"#/properties/parentTaskId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.parentTaskId.anyOf[0].type,parentSchema:schema50.properties.parentTaskId.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid3 = _errs32 === errors;
valid4 = valid4 || _valid3;
const _errs34 = errors;
if(data8 !== null){
const err27 = {instancePath:instancePath+"/parentTaskId",schemaPath:"#/properties/parentTaskId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema50.properties.parentTaskId.anyOf[1].type,parentSchema:schema50.properties.parentTaskId.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid3 = _errs34 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err28 = {instancePath:instancePath+"/parentTaskId",schemaPath:"#/properties/parentTaskId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema50.properties.parentTaskId.anyOf,parentSchema:schema50.properties.parentTaskId,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
}
if(data.subtaskMode !== undefined){
let data9 = data.subtaskMode;
if(typeof data9 !== "string"){
const err29 = {instancePath:instancePath+"/subtaskMode",schemaPath:"#/properties/subtaskMode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.subtaskMode.type,parentSchema:schema50.properties.subtaskMode,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!((data9 === "standalone") || (data9 === "sequential"))){
const err30 = {instancePath:instancePath+"/subtaskMode",schemaPath:"#/properties/subtaskMode/enum",keyword:"enum",params:{allowedValues: schema50.properties.subtaskMode.enum},message:"must be equal to one of the allowed values",schema:schema50.properties.subtaskMode.enum,parentSchema:schema50.properties.subtaskMode,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.estimateMinutes !== undefined){
let data10 = data.estimateMinutes;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err31 = {instancePath:instancePath+"/estimateMinutes",schemaPath:"#/properties/estimateMinutes/type",keyword:"type",params:{type: schema50.properties.estimateMinutes.type},message:"must be integer,null",schema:schema50.properties.estimateMinutes.type,parentSchema:schema50.properties.estimateMinutes,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 1000000 || isNaN(data10)){
const err32 = {instancePath:instancePath+"/estimateMinutes",schemaPath:"#/properties/estimateMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema50.properties.estimateMinutes,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err33 = {instancePath:instancePath+"/estimateMinutes",schemaPath:"#/properties/estimateMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.estimateMinutes,data:data10};
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
if(data.dueDate !== undefined){
let data11 = data.dueDate;
if((typeof data11 !== "string") && (data11 !== null)){
const err34 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/type",keyword:"type",params:{type: schema50.properties.dueDate.type},message:"must be string,null",schema:schema50.properties.dueDate.type,parentSchema:schema50.properties.dueDate,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(typeof data11 === "string"){
if(!(formats0.validate(data11))){
const err35 = {instancePath:instancePath+"/dueDate",schemaPath:"#/properties/dueDate/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema50.properties.dueDate,data:data11};
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
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.type,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setTaskStatus_body = validate40;
const schema51 = {"type":"object","additionalProperties":false,"required":["status"],"properties":{"status":{"type":"string","enum":["backlog","todo","in_progress","completed","cancelled","duplicate"]}},"$id":"setTaskStatus_body"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setTaskStatus_body" */;
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
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema51.required,parentSchema:schema51,data};
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
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.status.type,parentSchema:schema51.properties.status,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((((data0 === "backlog") || (data0 === "todo")) || (data0 === "in_progress")) || (data0 === "completed")) || (data0 === "cancelled")) || (data0 === "duplicate"))){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema51.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema51.properties.status.enum,parentSchema:schema51.properties.status,data:data0};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.type,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createTaskAssignment_body = validate41;
const schema52 = {"type":"object","additionalProperties":false,"required":["userId"],"properties":{"userId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},"estimatedHours":{"type":["number","null"],"minimum":0,"maximum":10000}},"$id":"createTaskAssignment_body"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createTaskAssignment_body" */;
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
if(data.userId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'",schema:schema52.required,parentSchema:schema52,data};
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
if(data.userId !== undefined){
let data0 = data.userId;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err2 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema52.properties.userId,data:data0};
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
const err3 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.userId.type,parentSchema:schema52.properties.userId,data:data0};
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
const err4 = {instancePath:instancePath+"/estimatedHours",schemaPath:"#/properties/estimatedHours/type",keyword:"type",params:{type: schema52.properties.estimatedHours.type},message:"must be number,null",schema:schema52.properties.estimatedHours.type,parentSchema:schema52.properties.estimatedHours,data:data1};
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
const err5 = {instancePath:instancePath+"/estimatedHours",schemaPath:"#/properties/estimatedHours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema52.properties.estimatedHours,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/estimatedHours",schemaPath:"#/properties/estimatedHours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema52.properties.estimatedHours,data:data1};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.type,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateTaskAssignment_body = validate42;
const schema53 = {"type":"object","additionalProperties":false,"required":["estimatedHours"],"properties":{"estimatedHours":{"type":["number","null"],"minimum":0,"maximum":10000}},"$id":"updateTaskAssignment_body"};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateTaskAssignment_body" */;
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
if(data.estimatedHours === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "estimatedHours"},message:"must have required property '"+"estimatedHours"+"'",schema:schema53.required,parentSchema:schema53,data};
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
if(data.estimatedHours !== undefined){
let data0 = data.estimatedHours;
if((!((typeof data0 == "number") && (isFinite(data0)))) && (data0 !== null)){
const err2 = {instancePath:instancePath+"/estimatedHours",schemaPath:"#/properties/estimatedHours/type",keyword:"type",params:{type: schema53.properties.estimatedHours.type},message:"must be number,null",schema:schema53.properties.estimatedHours.type,parentSchema:schema53.properties.estimatedHours,data:data0};
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
const err3 = {instancePath:instancePath+"/estimatedHours",schemaPath:"#/properties/estimatedHours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema53.properties.estimatedHours,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/estimatedHours",schemaPath:"#/properties/estimatedHours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties.estimatedHours,data:data0};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createTeam_body = validate43;
const schema54 = {"type":"object","additionalProperties":false,"required":["name","prefix"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":20000},"prefix":{"type":"string","pattern":"^[A-Z][A-Z0-9]{1,3}$","description":"2-4 characters: an upper-case letter, then upper-case letters or digits (TASK is reserved)"}},"$id":"createTeam_body"};
const pattern34 = new RegExp("^[A-Z][A-Z0-9]{1,3}$", "u");

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createTeam_body" */;
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
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.prefix === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prefix"},message:"must have required property '"+"prefix"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "description")) || (key0 === "prefix"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema54,data};
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
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema54.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema54.properties.name,data:data0};
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
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.name.type,parentSchema:schema54.properties.name,data:data0};
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
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema54.properties.description,data:data1};
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
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.description.type,parentSchema:schema54.properties.description,data:data1};
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
if(!pattern34.test(data2)){
const err8 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Z0-9]{1,3}$"},message:"must match pattern \""+"^[A-Z][A-Z0-9]{1,3}$"+"\"",schema:"^[A-Z][A-Z0-9]{1,3}$",parentSchema:schema54.properties.prefix,data:data2};
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
const err9 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.prefix.type,parentSchema:schema54.properties.prefix,data:data2};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.type,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateTeam_body = validate44;
const schema55 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":20000},"prefix":{"type":"string","pattern":"^[A-Z][A-Z0-9]{1,3}$","description":"2-4 characters: an upper-case letter, then upper-case letters or digits (TASK is reserved)"}},"$id":"updateTeam_body"};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateTeam_body" */;
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
if(!(((key0 === "name") || (key0 === "description")) || (key0 === "prefix"))){
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
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema55.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema55.properties.name,data:data0};
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
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.name.type,parentSchema:schema55.properties.name,data:data0};
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
if(data.prefix !== undefined){
let data2 = data.prefix;
if(typeof data2 === "string"){
if(!pattern34.test(data2)){
const err7 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Z0-9]{1,3}$"},message:"must match pattern \""+"^[A-Z][A-Z0-9]{1,3}$"+"\"",schema:"^[A-Z][A-Z0-9]{1,3}$",parentSchema:schema55.properties.prefix,data:data2};
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
const err8 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.prefix.type,parentSchema:schema55.properties.prefix,data:data2};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.type,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const addTeamMember_body = validate45;
const schema56 = {"type":"object","additionalProperties":false,"required":["userId"],"properties":{"userId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"}},"$id":"addTeamMember_body"};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="addTeamMember_body" */;
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
if(data.userId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'",schema:schema56.required,parentSchema:schema56,data};
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
if(data.userId !== undefined){
let data0 = data.userId;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err2 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema56.properties.userId,data:data0};
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
const err3 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.userId.type,parentSchema:schema56.properties.userId,data:data0};
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

export const updateUser_body = validate46;
const schema57 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"email":{"type":"string","format":"email","maxLength":320},"orgRole":{"type":"string","enum":["engineer","pm","em","executive","admin","sales","operations"]},"salaryMonthly":{"type":["number","null"],"minimum":0,"maximum":999999999999},"salaryCurrency":{"type":["string","null"],"enum":["USD","EUR","GBP","CAD","AUD","CHF","SEK","NOK","DKK","JPY",null]},"weeklyHours":{"type":["integer","null"],"minimum":0,"maximum":168}},"dependentRequired":{"salaryMonthly":["salaryCurrency"],"salaryCurrency":["salaryMonthly"]},"$id":"updateUser_body"};
const formats16 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateUser_body" */;
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
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema57,data};
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
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema57,data};
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
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema57.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema57.properties.name,data:data0};
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
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.name.type,parentSchema:schema57.properties.name,data:data0};
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
const err5 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters",schema:320,parentSchema:schema57.properties.email,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats16.test(data1))){
const err6 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema57.properties.email,data:data1};
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
const err7 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.email.type,parentSchema:schema57.properties.email,data:data1};
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
const err8 = {instancePath:instancePath+"/orgRole",schemaPath:"#/properties/orgRole/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.orgRole.type,parentSchema:schema57.properties.orgRole,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((((((data2 === "engineer") || (data2 === "pm")) || (data2 === "em")) || (data2 === "executive")) || (data2 === "admin")) || (data2 === "sales")) || (data2 === "operations"))){
const err9 = {instancePath:instancePath+"/orgRole",schemaPath:"#/properties/orgRole/enum",keyword:"enum",params:{allowedValues: schema57.properties.orgRole.enum},message:"must be equal to one of the allowed values",schema:schema57.properties.orgRole.enum,parentSchema:schema57.properties.orgRole,data:data2};
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
const err10 = {instancePath:instancePath+"/salaryMonthly",schemaPath:"#/properties/salaryMonthly/type",keyword:"type",params:{type: schema57.properties.salaryMonthly.type},message:"must be number,null",schema:schema57.properties.salaryMonthly.type,parentSchema:schema57.properties.salaryMonthly,data:data3};
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
const err11 = {instancePath:instancePath+"/salaryMonthly",schemaPath:"#/properties/salaryMonthly/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999999999},message:"must be <= 999999999999",schema:999999999999,parentSchema:schema57.properties.salaryMonthly,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/salaryMonthly",schemaPath:"#/properties/salaryMonthly/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.salaryMonthly,data:data3};
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
const err13 = {instancePath:instancePath+"/salaryCurrency",schemaPath:"#/properties/salaryCurrency/type",keyword:"type",params:{type: schema57.properties.salaryCurrency.type},message:"must be string,null",schema:schema57.properties.salaryCurrency.type,parentSchema:schema57.properties.salaryCurrency,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((((((((((data4 === "USD") || (data4 === "EUR")) || (data4 === "GBP")) || (data4 === "CAD")) || (data4 === "AUD")) || (data4 === "CHF")) || (data4 === "SEK")) || (data4 === "NOK")) || (data4 === "DKK")) || (data4 === "JPY")) || (data4 === null))){
const err14 = {instancePath:instancePath+"/salaryCurrency",schemaPath:"#/properties/salaryCurrency/enum",keyword:"enum",params:{allowedValues: schema57.properties.salaryCurrency.enum},message:"must be equal to one of the allowed values",schema:schema57.properties.salaryCurrency.enum,parentSchema:schema57.properties.salaryCurrency,data:data4};
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
const err15 = {instancePath:instancePath+"/weeklyHours",schemaPath:"#/properties/weeklyHours/type",keyword:"type",params:{type: schema57.properties.weeklyHours.type},message:"must be integer,null",schema:schema57.properties.weeklyHours.type,parentSchema:schema57.properties.weeklyHours,data:data5};
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
const err16 = {instancePath:instancePath+"/weeklyHours",schemaPath:"#/properties/weeklyHours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 168},message:"must be <= 168",schema:168,parentSchema:schema57.properties.weeklyHours,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/weeklyHours",schemaPath:"#/properties/weeklyHours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.weeklyHours,data:data5};
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
    deps: "salaryCurrency"},message:"must have property salaryCurrency when property salaryMonthly is present",schema:schema57.dependentRequired,parentSchema:schema57,data};
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
    deps: "salaryMonthly"},message:"must have property salaryMonthly when property salaryCurrency is present",schema:schema57.dependentRequired,parentSchema:schema57,data};
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
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.type,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createRoom_body = validate47;
const schema58 = {"type":"object","additionalProperties":false,"required":["name","memberIds"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":5000},"visibility":{"type":"string","enum":["open","private"],"default":"open"},"memberIds":{"type":"array","minItems":1,"maxItems":200,"description":"Users to add besides the caller (at least one other user).","items":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"}}},"$id":"createRoom_body"};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createRoom_body" */;
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
if(data.visibility === undefined){
data.visibility = "open";
}
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema58.required,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.memberIds === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "memberIds"},message:"must have required property '"+"memberIds"+"'",schema:schema58.required,parentSchema:schema58,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema58,data};
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
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema58.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema58.properties.name,data:data0};
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
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.name.type,parentSchema:schema58.properties.name,data:data0};
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
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema58.properties.description,data:data1};
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
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.description.type,parentSchema:schema58.properties.description,data:data1};
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
const err8 = {instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.visibility.type,parentSchema:schema58.properties.visibility,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data2 === "open") || (data2 === "private"))){
const err9 = {instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/enum",keyword:"enum",params:{allowedValues: schema58.properties.visibility.enum},message:"must be equal to one of the allowed values",schema:schema58.properties.visibility.enum,parentSchema:schema58.properties.visibility,data:data2};
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
const err10 = {instancePath:instancePath+"/memberIds",schemaPath:"#/properties/memberIds/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema58.properties.memberIds,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.length < 1){
const err11 = {instancePath:instancePath+"/memberIds",schemaPath:"#/properties/memberIds/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema58.properties.memberIds,data:data3};
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
const err12 = {instancePath:instancePath+"/memberIds/" + i0,schemaPath:"#/properties/memberIds/items/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema58.properties.memberIds.items,data:data4};
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
const err13 = {instancePath:instancePath+"/memberIds/" + i0,schemaPath:"#/properties/memberIds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.memberIds.items.type,parentSchema:schema58.properties.memberIds.items,data:data4};
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
const err14 = {instancePath:instancePath+"/memberIds",schemaPath:"#/properties/memberIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema58.properties.memberIds.type,parentSchema:schema58.properties.memberIds,data:data3};
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
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema58.type,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createDmRoom_body = validate48;
const schema59 = {"type":"object","additionalProperties":false,"required":["userId"],"properties":{"userId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"}},"$id":"createDmRoom_body"};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createDmRoom_body" */;
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
if(data.userId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'",schema:schema59.required,parentSchema:schema59,data};
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
if(data.userId !== undefined){
let data0 = data.userId;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err2 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema59.properties.userId,data:data0};
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
const err3 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.userId.type,parentSchema:schema59.properties.userId,data:data0};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema59.type,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateRoom_body = validate49;
const schema60 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"description":{"type":"string","maxLength":5000}},"$id":"updateRoom_body"};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateRoom_body" */;
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
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema60,data};
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
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema60.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema60.properties.name,data:data0};
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
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.name.type,parentSchema:schema60.properties.name,data:data0};
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
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema60.properties.description,data:data1};
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
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.description.type,parentSchema:schema60.properties.description,data:data1};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.type,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const addRoomMember_body = validate50;
const schema61 = {"type":"object","additionalProperties":false,"required":["userId"],"properties":{"userId":{"type":"string","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$","description":"a user UUID, or me for the caller"},"role":{"type":"string","enum":["member","admin"],"description":"member (the default for a new member) or admin; left out, an existing member keeps their role."}},"$id":"addRoomMember_body"};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="addRoomMember_body" */;
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
if(data.userId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'",schema:schema61.required,parentSchema:schema61,data};
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
if(data.userId !== undefined){
let data0 = data.userId;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err2 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"},message:"must match pattern \""+"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$"+"\"",schema:"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|me)$",parentSchema:schema61.properties.userId,data:data0};
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
const err3 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.userId.type,parentSchema:schema61.properties.userId,data:data0};
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
const err4 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.role.type,parentSchema:schema61.properties.role,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === "member") || (data1 === "admin"))){
const err5 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema61.properties.role.enum},message:"must be equal to one of the allowed values",schema:schema61.properties.role.enum,parentSchema:schema61.properties.role,data:data1};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema61.type,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateRoomMembership_body = validate51;
const schema62 = {"type":"object","additionalProperties":false,"minProperties":1,"properties":{"joined":{"type":"boolean"},"pinned":{"type":"boolean"},"notificationLevel":{"type":"string","enum":["all","mentions","none"]}},"$id":"updateRoomMembership_body"};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateRoomMembership_body" */;
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
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema62,data};
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
if(data.joined !== undefined){
let data0 = data.joined;
if(typeof data0 !== "boolean"){
const err2 = {instancePath:instancePath+"/joined",schemaPath:"#/properties/joined/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema62.properties.joined.type,parentSchema:schema62.properties.joined,data:data0};
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
const err3 = {instancePath:instancePath+"/pinned",schemaPath:"#/properties/pinned/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema62.properties.pinned.type,parentSchema:schema62.properties.pinned,data:data1};
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
const err4 = {instancePath:instancePath+"/notificationLevel",schemaPath:"#/properties/notificationLevel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema62.properties.notificationLevel.type,parentSchema:schema62.properties.notificationLevel,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data2 === "all") || (data2 === "mentions")) || (data2 === "none"))){
const err5 = {instancePath:instancePath+"/notificationLevel",schemaPath:"#/properties/notificationLevel/enum",keyword:"enum",params:{allowedValues: schema62.properties.notificationLevel.enum},message:"must be equal to one of the allowed values",schema:schema62.properties.notificationLevel.enum,parentSchema:schema62.properties.notificationLevel,data:data2};
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

export const createMessage_body = validate52;
const schema63 = {"type":"object","additionalProperties":false,"required":["roomId","body"],"properties":{"roomId":{"type":"string","format":"uuid","description":"Room UUID of a room you are a member of."},"body":{"type":"string","minLength":1,"maxLength":10000,"description":"Markdown text; @Name or @\"Full Name\" mentions notify that user."},"parentId":{"type":"string","format":"uuid","description":"The message to reply to."}},"$id":"createMessage_body"};
const formats18 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createMessage_body" */;
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
if(data.roomId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "roomId"},message:"must have required property '"+"roomId"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.body === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "roomId") || (key0 === "body")) || (key0 === "parentId"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.roomId !== undefined){
let data0 = data.roomId;
if(typeof data0 === "string"){
if(!(formats18.test(data0))){
const err3 = {instancePath:instancePath+"/roomId",schemaPath:"#/properties/roomId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema63.properties.roomId,data:data0};
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
const err4 = {instancePath:instancePath+"/roomId",schemaPath:"#/properties/roomId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.roomId.type,parentSchema:schema63.properties.roomId,data:data0};
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
if(func1(data1) > 10000){
const err5 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema63.properties.body,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema63.properties.body,data:data1};
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
const err7 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.body.type,parentSchema:schema63.properties.body,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.parentId !== undefined){
let data2 = data.parentId;
if(typeof data2 === "string"){
if(!(formats18.test(data2))){
const err8 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema63.properties.parentId,data:data2};
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
const err9 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.parentId.type,parentSchema:schema63.properties.parentId,data:data2};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateMessage_body = validate53;
const schema64 = {"type":"object","additionalProperties":false,"required":["body"],"properties":{"body":{"type":"string","minLength":1,"maxLength":10000,"description":"Markdown text; @Name or @\"Full Name\" mentions notify that user."}},"$id":"updateMessage_body"};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateMessage_body" */;
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
if(data.body === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'",schema:schema64.required,parentSchema:schema64,data};
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
if(data.body !== undefined){
let data0 = data.body;
if(typeof data0 === "string"){
if(func1(data0) > 10000){
const err2 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema64.properties.body,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema64.properties.body,data:data0};
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
const err4 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.body.type,parentSchema:schema64.properties.body,data:data0};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.type,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setMessagePinned_body = validate54;
const schema65 = {"type":"object","additionalProperties":false,"required":["pinned"],"properties":{"pinned":{"type":"boolean"}},"$id":"setMessagePinned_body"};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setMessagePinned_body" */;
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
if(data.pinned === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pinned"},message:"must have required property '"+"pinned"+"'",schema:schema65.required,parentSchema:schema65,data};
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
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema65,data};
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
const err2 = {instancePath:instancePath+"/pinned",schemaPath:"#/properties/pinned/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema65.properties.pinned.type,parentSchema:schema65.properties.pinned,data:data0};
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
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.type,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setMessageReaction_body = validate55;
const schema66 = {"type":"object","additionalProperties":false,"required":["emoji","on"],"properties":{"emoji":{"type":"string","minLength":1,"maxLength":64,"pattern":"^\\S+$","description":"one emoji or a shortcode without spaces, such as 👍 or :rocket:"},"on":{"type":"boolean"}},"$id":"setMessageReaction_body"};
const pattern40 = new RegExp("^\\S+$", "u");

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setMessageReaction_body" */;
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
if(data.emoji === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emoji"},message:"must have required property '"+"emoji"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.on === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "on"},message:"must have required property '"+"on"+"'",schema:schema66.required,parentSchema:schema66,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema66,data};
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
const err3 = {instancePath:instancePath+"/emoji",schemaPath:"#/properties/emoji/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema66.properties.emoji,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/emoji",schemaPath:"#/properties/emoji/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema66.properties.emoji,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern40.test(data0)){
const err5 = {instancePath:instancePath+"/emoji",schemaPath:"#/properties/emoji/pattern",keyword:"pattern",params:{pattern: "^\\S+$"},message:"must match pattern \""+"^\\S+$"+"\"",schema:"^\\S+$",parentSchema:schema66.properties.emoji,data:data0};
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
const err6 = {instancePath:instancePath+"/emoji",schemaPath:"#/properties/emoji/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.emoji.type,parentSchema:schema66.properties.emoji,data:data0};
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
const err7 = {instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema66.properties.on.type,parentSchema:schema66.properties.on,data:data1};
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
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.type,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createComment_body = validate56;
const schema67 = {"type":"object","additionalProperties":false,"required":["entityType","entityId","body"],"properties":{"entityType":{"type":"string","description":"The kind of entity a comment thread belongs to.","enum":["vision","objective","metric","opportunity","task"]},"entityId":{"type":"string","minLength":1,"maxLength":100,"description":"Entity UUID or ref (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12)."},"body":{"type":"string","minLength":1,"maxLength":10000,"description":"Markdown text; @Name or @\"Full Name\" mentions notify that user."},"parentId":{"type":"string","format":"uuid","description":"The comment to reply to."}},"$id":"createComment_body"};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="createComment_body" */;
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
if(data.entityType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityType"},message:"must have required property '"+"entityType"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entityId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityId"},message:"must have required property '"+"entityId"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.body === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "entityType") || (key0 === "entityId")) || (key0 === "body")) || (key0 === "parentId"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data};
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
const err4 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.entityType.type,parentSchema:schema67.properties.entityType,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((((data0 === "vision") || (data0 === "objective")) || (data0 === "metric")) || (data0 === "opportunity")) || (data0 === "task"))){
const err5 = {instancePath:instancePath+"/entityType",schemaPath:"#/properties/entityType/enum",keyword:"enum",params:{allowedValues: schema67.properties.entityType.enum},message:"must be equal to one of the allowed values",schema:schema67.properties.entityType.enum,parentSchema:schema67.properties.entityType,data:data0};
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
const err6 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema67.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema67.properties.entityId,data:data1};
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
const err8 = {instancePath:instancePath+"/entityId",schemaPath:"#/properties/entityId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.entityId.type,parentSchema:schema67.properties.entityId,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.body !== undefined){
let data2 = data.body;
if(typeof data2 === "string"){
if(func1(data2) > 10000){
const err9 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema67.properties.body,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema67.properties.body,data:data2};
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
const err11 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.body.type,parentSchema:schema67.properties.body,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.parentId !== undefined){
let data3 = data.parentId;
if(typeof data3 === "string"){
if(!(formats18.test(data3))){
const err12 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema67.properties.parentId,data:data3};
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
const err13 = {instancePath:instancePath+"/parentId",schemaPath:"#/properties/parentId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.parentId.type,parentSchema:schema67.properties.parentId,data:data3};
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
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const updateComment_body = validate57;
const schema68 = {"type":"object","additionalProperties":false,"required":["body"],"properties":{"body":{"type":"string","minLength":1,"maxLength":10000,"description":"Markdown text; @Name or @\"Full Name\" mentions notify that user."}},"$id":"updateComment_body"};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="updateComment_body" */;
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
if(data.body === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'",schema:schema68.required,parentSchema:schema68,data};
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
if(data.body !== undefined){
let data0 = data.body;
if(typeof data0 === "string"){
if(func1(data0) > 10000){
const err2 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema68.properties.body,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema68.properties.body,data:data0};
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
const err4 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.body.type,parentSchema:schema68.properties.body,data:data0};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema68.type,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setCommentArchived_body = validate58;
const schema69 = {"type":"object","additionalProperties":false,"required":["archived"],"properties":{"archived":{"type":"boolean"}},"$id":"setCommentArchived_body"};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setCommentArchived_body" */;
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
if(data.archived === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "archived"},message:"must have required property '"+"archived"+"'",schema:schema69.required,parentSchema:schema69,data};
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
if(data.archived !== undefined){
let data0 = data.archived;
if(typeof data0 !== "boolean"){
const err2 = {instancePath:instancePath+"/archived",schemaPath:"#/properties/archived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema69.properties.archived.type,parentSchema:schema69.properties.archived,data:data0};
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
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.type,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setCommentReaction_body = validate59;
const schema70 = {"type":"object","additionalProperties":false,"required":["emoji","on"],"properties":{"emoji":{"type":"string","minLength":1,"maxLength":64,"pattern":"^\\S+$","description":"one emoji or a shortcode without spaces, such as 👍 or :rocket:"},"on":{"type":"boolean"}},"$id":"setCommentReaction_body"};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="setCommentReaction_body" */;
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
if(data.emoji === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emoji"},message:"must have required property '"+"emoji"+"'",schema:schema70.required,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.on === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "on"},message:"must have required property '"+"on"+"'",schema:schema70.required,parentSchema:schema70,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema70,data};
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
const err3 = {instancePath:instancePath+"/emoji",schemaPath:"#/properties/emoji/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema70.properties.emoji,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/emoji",schemaPath:"#/properties/emoji/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema70.properties.emoji,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern40.test(data0)){
const err5 = {instancePath:instancePath+"/emoji",schemaPath:"#/properties/emoji/pattern",keyword:"pattern",params:{pattern: "^\\S+$"},message:"must match pattern \""+"^\\S+$"+"\"",schema:"^\\S+$",parentSchema:schema70.properties.emoji,data:data0};
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
const err6 = {instancePath:instancePath+"/emoji",schemaPath:"#/properties/emoji/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema70.properties.emoji.type,parentSchema:schema70.properties.emoji,data:data0};
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
const err7 = {instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema70.properties.on.type,parentSchema:schema70.properties.on,data:data1};
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
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.type,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

