/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

// Common aliases
const $Reader = $protobuf.Reader, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError;

// Exported root namespace
const $root = $protobuf.roots["prometheus"] || ($protobuf.roots["prometheus"] = {});

export const prometheus = $root.prometheus = (() => {

    /**
     * Namespace prometheus.
     * @exports prometheus
     * @namespace
     */
    const prometheus = {};

    prometheus.WriteRequest = (function() {

        /**
         * Properties of a WriteRequest.
         * @typedef {Object} prometheus.WriteRequest.$Properties
         * @property {Array.<prometheus.TimeSeries.$Properties>|null} [timeseries] WriteRequest timeseries
         * @property {Array.<prometheus.MetricMetadata.$Properties>|null} [metadata] WriteRequest metadata
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a WriteRequest.
         * @memberof prometheus
         * @interface IWriteRequest
         * @augments prometheus.WriteRequest.$Properties
         * @deprecated Use prometheus.WriteRequest.$Properties instead.
         */

        /**
         * Shape of a WriteRequest.
         * @typedef {{
         *   timeseries?: Array.<prometheus.TimeSeries.$Shape>|null;
         *   metadata?: Array.<prometheus.MetricMetadata.$Shape>|null;
         *   $unknowns?: Array.<Uint8Array>;
         * }} prometheus.WriteRequest.$Shape
         */

        /**
         * Constructs a new WriteRequest.
         * @memberof prometheus
         * @classdesc Represents a WriteRequest.
         * @constructor
         * @param {prometheus.WriteRequest.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const WriteRequest = function (properties) {
            this.timeseries = [];
            this.metadata = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * WriteRequest timeseries.
         * @member {Array.<prometheus.TimeSeries.$Properties>} timeseries
         * @memberof prometheus.WriteRequest
         * @instance
         */
        WriteRequest.prototype.timeseries = $util.emptyArray;

        /**
         * WriteRequest metadata.
         * @member {Array.<prometheus.MetricMetadata.$Properties>} metadata
         * @memberof prometheus.WriteRequest
         * @instance
         */
        WriteRequest.prototype.metadata = $util.emptyArray;

        /**
         * Decodes a WriteRequest message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.WriteRequest
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.WriteRequest & prometheus.WriteRequest.$Shape} WriteRequest
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        WriteRequest.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.WriteRequest();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if (!(message.timeseries && message.timeseries.length))
                            message.timeseries = [];
                        message.timeseries.push($root.prometheus.TimeSeries.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if (!(message.metadata && message.metadata.length))
                            message.metadata = [];
                        message.metadata.push($root.prometheus.MetricMetadata.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        return WriteRequest;
    })();

    prometheus.ReadRequest = (function() {

        /**
         * Properties of a ReadRequest.
         * @typedef {Object} prometheus.ReadRequest.$Properties
         * @property {Array.<prometheus.Query.$Properties>|null} [queries] ReadRequest queries
         * @property {Array.<prometheus.ReadRequest.ResponseType>|null} [acceptedResponseTypes] ReadRequest acceptedResponseTypes
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a ReadRequest.
         * @memberof prometheus
         * @interface IReadRequest
         * @augments prometheus.ReadRequest.$Properties
         * @deprecated Use prometheus.ReadRequest.$Properties instead.
         */

        /**
         * Shape of a ReadRequest.
         * @typedef {prometheus.ReadRequest.$Properties} prometheus.ReadRequest.$Shape
         */

        /**
         * Constructs a new ReadRequest.
         * @memberof prometheus
         * @classdesc Represents a ReadRequest.
         * @constructor
         * @param {prometheus.ReadRequest.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const ReadRequest = function (properties) {
            this.queries = [];
            this.acceptedResponseTypes = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * ReadRequest queries.
         * @member {Array.<prometheus.Query.$Properties>} queries
         * @memberof prometheus.ReadRequest
         * @instance
         */
        ReadRequest.prototype.queries = $util.emptyArray;

        /**
         * ReadRequest acceptedResponseTypes.
         * @member {Array.<prometheus.ReadRequest.ResponseType>} acceptedResponseTypes
         * @memberof prometheus.ReadRequest
         * @instance
         */
        ReadRequest.prototype.acceptedResponseTypes = $util.emptyArray;

        /**
         * Decodes a ReadRequest message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.ReadRequest
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.ReadRequest & prometheus.ReadRequest.$Shape} ReadRequest
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        ReadRequest.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.ReadRequest();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if (!(message.queries && message.queries.length))
                            message.queries = [];
                        message.queries.push($root.prometheus.Query.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 2: {
                        if (wireType === 2) {
                            if (!(message.acceptedResponseTypes && message.acceptedResponseTypes.length))
                                message.acceptedResponseTypes = [];
                            reader.int32s(message.acceptedResponseTypes);
                            continue;
                        }
                        if (wireType !== 0)
                            break;
                        if (!(message.acceptedResponseTypes && message.acceptedResponseTypes.length))
                            message.acceptedResponseTypes = [];
                        message.acceptedResponseTypes.push(reader.int32());
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * ResponseType enum.
         * @name prometheus.ReadRequest.ResponseType
         * @enum {number}
         * @property {number} SAMPLES=0 SAMPLES value
         * @property {number} STREAMED_XOR_CHUNKS=1 STREAMED_XOR_CHUNKS value
         */
        ReadRequest.ResponseType = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "SAMPLES"] = 0;
            values[valuesById[1] = "STREAMED_XOR_CHUNKS"] = 1;
            return values;
        })();

        return ReadRequest;
    })();

    prometheus.ReadResponse = (function() {

        /**
         * Properties of a ReadResponse.
         * @typedef {Object} prometheus.ReadResponse.$Properties
         * @property {Array.<prometheus.QueryResult.$Properties>|null} [results] ReadResponse results
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a ReadResponse.
         * @memberof prometheus
         * @interface IReadResponse
         * @augments prometheus.ReadResponse.$Properties
         * @deprecated Use prometheus.ReadResponse.$Properties instead.
         */

        /**
         * Shape of a ReadResponse.
         * @typedef {{
         *   results?: Array.<prometheus.QueryResult.$Shape>|null;
         *   $unknowns?: Array.<Uint8Array>;
         * }} prometheus.ReadResponse.$Shape
         */

        /**
         * Constructs a new ReadResponse.
         * @memberof prometheus
         * @classdesc Represents a ReadResponse.
         * @constructor
         * @param {prometheus.ReadResponse.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const ReadResponse = function (properties) {
            this.results = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * ReadResponse results.
         * @member {Array.<prometheus.QueryResult.$Properties>} results
         * @memberof prometheus.ReadResponse
         * @instance
         */
        ReadResponse.prototype.results = $util.emptyArray;

        /**
         * Decodes a ReadResponse message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.ReadResponse
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.ReadResponse & prometheus.ReadResponse.$Shape} ReadResponse
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        ReadResponse.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.ReadResponse();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if (!(message.results && message.results.length))
                            message.results = [];
                        message.results.push($root.prometheus.QueryResult.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        return ReadResponse;
    })();

    prometheus.Query = (function() {

        /**
         * Properties of a Query.
         * @typedef {Object} prometheus.Query.$Properties
         * @property {number|Long|null} [startTimestampMs] Query startTimestampMs
         * @property {number|Long|null} [endTimestampMs] Query endTimestampMs
         * @property {Array.<prometheus.LabelMatcher.$Properties>|null} [matchers] Query matchers
         * @property {prometheus.ReadHints.$Properties|null} [hints] Query hints
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Query.
         * @memberof prometheus
         * @interface IQuery
         * @augments prometheus.Query.$Properties
         * @deprecated Use prometheus.Query.$Properties instead.
         */

        /**
         * Shape of a Query.
         * @typedef {prometheus.Query.$Properties} prometheus.Query.$Shape
         */

        /**
         * Constructs a new Query.
         * @memberof prometheus
         * @classdesc Represents a Query.
         * @constructor
         * @param {prometheus.Query.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Query = function (properties) {
            this.matchers = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * Query startTimestampMs.
         * @member {number|Long} startTimestampMs
         * @memberof prometheus.Query
         * @instance
         */
        Query.prototype.startTimestampMs = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

        /**
         * Query endTimestampMs.
         * @member {number|Long} endTimestampMs
         * @memberof prometheus.Query
         * @instance
         */
        Query.prototype.endTimestampMs = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

        /**
         * Query matchers.
         * @member {Array.<prometheus.LabelMatcher.$Properties>} matchers
         * @memberof prometheus.Query
         * @instance
         */
        Query.prototype.matchers = $util.emptyArray;

        /**
         * Query hints.
         * @member {prometheus.ReadHints.$Properties|null|undefined} hints
         * @memberof prometheus.Query
         * @instance
         */
        Query.prototype.hints = null;

        /**
         * Decodes a Query message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.Query
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.Query & prometheus.Query.$Shape} Query
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Query.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.Query();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                            message.startTimestampMs = value;
                        else
                            delete message.startTimestampMs;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                            message.endTimestampMs = value;
                        else
                            delete message.endTimestampMs;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if (!(message.matchers && message.matchers.length))
                            message.matchers = [];
                        message.matchers.push($root.prometheus.LabelMatcher.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        message.hints = $root.prometheus.ReadHints.decode(reader, reader.size(), $undefined, _depth + 1, message.hints);
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        return Query;
    })();

    prometheus.QueryResult = (function() {

        /**
         * Properties of a QueryResult.
         * @typedef {Object} prometheus.QueryResult.$Properties
         * @property {Array.<prometheus.TimeSeries.$Properties>|null} [timeseries] QueryResult timeseries
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a QueryResult.
         * @memberof prometheus
         * @interface IQueryResult
         * @augments prometheus.QueryResult.$Properties
         * @deprecated Use prometheus.QueryResult.$Properties instead.
         */

        /**
         * Shape of a QueryResult.
         * @typedef {{
         *   timeseries?: Array.<prometheus.TimeSeries.$Shape>|null;
         *   $unknowns?: Array.<Uint8Array>;
         * }} prometheus.QueryResult.$Shape
         */

        /**
         * Constructs a new QueryResult.
         * @memberof prometheus
         * @classdesc Represents a QueryResult.
         * @constructor
         * @param {prometheus.QueryResult.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const QueryResult = function (properties) {
            this.timeseries = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * QueryResult timeseries.
         * @member {Array.<prometheus.TimeSeries.$Properties>} timeseries
         * @memberof prometheus.QueryResult
         * @instance
         */
        QueryResult.prototype.timeseries = $util.emptyArray;

        /**
         * Decodes a QueryResult message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.QueryResult
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.QueryResult & prometheus.QueryResult.$Shape} QueryResult
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        QueryResult.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.QueryResult();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if (!(message.timeseries && message.timeseries.length))
                            message.timeseries = [];
                        message.timeseries.push($root.prometheus.TimeSeries.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        return QueryResult;
    })();

    prometheus.ChunkedReadResponse = (function() {

        /**
         * Properties of a ChunkedReadResponse.
         * @typedef {Object} prometheus.ChunkedReadResponse.$Properties
         * @property {Array.<prometheus.ChunkedSeries.$Properties>|null} [chunkedSeries] ChunkedReadResponse chunkedSeries
         * @property {number|Long|null} [queryIndex] ChunkedReadResponse queryIndex
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a ChunkedReadResponse.
         * @memberof prometheus
         * @interface IChunkedReadResponse
         * @augments prometheus.ChunkedReadResponse.$Properties
         * @deprecated Use prometheus.ChunkedReadResponse.$Properties instead.
         */

        /**
         * Shape of a ChunkedReadResponse.
         * @typedef {prometheus.ChunkedReadResponse.$Properties} prometheus.ChunkedReadResponse.$Shape
         */

        /**
         * Constructs a new ChunkedReadResponse.
         * @memberof prometheus
         * @classdesc Represents a ChunkedReadResponse.
         * @constructor
         * @param {prometheus.ChunkedReadResponse.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const ChunkedReadResponse = function (properties) {
            this.chunkedSeries = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * ChunkedReadResponse chunkedSeries.
         * @member {Array.<prometheus.ChunkedSeries.$Properties>} chunkedSeries
         * @memberof prometheus.ChunkedReadResponse
         * @instance
         */
        ChunkedReadResponse.prototype.chunkedSeries = $util.emptyArray;

        /**
         * ChunkedReadResponse queryIndex.
         * @member {number|Long} queryIndex
         * @memberof prometheus.ChunkedReadResponse
         * @instance
         */
        ChunkedReadResponse.prototype.queryIndex = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

        /**
         * Decodes a ChunkedReadResponse message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.ChunkedReadResponse
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.ChunkedReadResponse & prometheus.ChunkedReadResponse.$Shape} ChunkedReadResponse
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        ChunkedReadResponse.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.ChunkedReadResponse();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if (!(message.chunkedSeries && message.chunkedSeries.length))
                            message.chunkedSeries = [];
                        message.chunkedSeries.push($root.prometheus.ChunkedSeries.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                            message.queryIndex = value;
                        else
                            delete message.queryIndex;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        return ChunkedReadResponse;
    })();

    prometheus.MetricMetadata = (function() {

        /**
         * Properties of a MetricMetadata.
         * @typedef {Object} prometheus.MetricMetadata.$Properties
         * @property {prometheus.MetricMetadata.MetricType|null} [type] MetricMetadata type
         * @property {string|null} [metricFamilyName] MetricMetadata metricFamilyName
         * @property {string|null} [help] MetricMetadata help
         * @property {string|null} [unit] MetricMetadata unit
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a MetricMetadata.
         * @memberof prometheus
         * @interface IMetricMetadata
         * @augments prometheus.MetricMetadata.$Properties
         * @deprecated Use prometheus.MetricMetadata.$Properties instead.
         */

        /**
         * Shape of a MetricMetadata.
         * @typedef {prometheus.MetricMetadata.$Properties} prometheus.MetricMetadata.$Shape
         */

        /**
         * Constructs a new MetricMetadata.
         * @memberof prometheus
         * @classdesc Represents a MetricMetadata.
         * @constructor
         * @param {prometheus.MetricMetadata.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const MetricMetadata = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * MetricMetadata type.
         * @member {prometheus.MetricMetadata.MetricType} type
         * @memberof prometheus.MetricMetadata
         * @instance
         */
        MetricMetadata.prototype.type = 0;

        /**
         * MetricMetadata metricFamilyName.
         * @member {string} metricFamilyName
         * @memberof prometheus.MetricMetadata
         * @instance
         */
        MetricMetadata.prototype.metricFamilyName = "";

        /**
         * MetricMetadata help.
         * @member {string} help
         * @memberof prometheus.MetricMetadata
         * @instance
         */
        MetricMetadata.prototype.help = "";

        /**
         * MetricMetadata unit.
         * @member {string} unit
         * @memberof prometheus.MetricMetadata
         * @instance
         */
        MetricMetadata.prototype.unit = "";

        /**
         * Decodes a MetricMetadata message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.MetricMetadata
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.MetricMetadata & prometheus.MetricMetadata.$Shape} MetricMetadata
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        MetricMetadata.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.MetricMetadata();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.type = value;
                        else
                            delete message.type;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.metricFamilyName = value;
                        else
                            delete message.metricFamilyName;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.help = value;
                        else
                            delete message.help;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.unit = value;
                        else
                            delete message.unit;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * MetricType enum.
         * @name prometheus.MetricMetadata.MetricType
         * @enum {number}
         * @property {number} UNKNOWN=0 UNKNOWN value
         * @property {number} COUNTER=1 COUNTER value
         * @property {number} GAUGE=2 GAUGE value
         * @property {number} HISTOGRAM=3 HISTOGRAM value
         * @property {number} GAUGEHISTOGRAM=4 GAUGEHISTOGRAM value
         * @property {number} SUMMARY=5 SUMMARY value
         * @property {number} INFO=6 INFO value
         * @property {number} STATESET=7 STATESET value
         */
        MetricMetadata.MetricType = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "UNKNOWN"] = 0;
            values[valuesById[1] = "COUNTER"] = 1;
            values[valuesById[2] = "GAUGE"] = 2;
            values[valuesById[3] = "HISTOGRAM"] = 3;
            values[valuesById[4] = "GAUGEHISTOGRAM"] = 4;
            values[valuesById[5] = "SUMMARY"] = 5;
            values[valuesById[6] = "INFO"] = 6;
            values[valuesById[7] = "STATESET"] = 7;
            return values;
        })();

        return MetricMetadata;
    })();

    prometheus.Sample = (function() {

        /**
         * Properties of a Sample.
         * @typedef {Object} prometheus.Sample.$Properties
         * @property {number|null} [value] Sample value
         * @property {number|Long|null} [timestamp] Sample timestamp
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Sample.
         * @memberof prometheus
         * @interface ISample
         * @augments prometheus.Sample.$Properties
         * @deprecated Use prometheus.Sample.$Properties instead.
         */

        /**
         * Shape of a Sample.
         * @typedef {prometheus.Sample.$Properties} prometheus.Sample.$Shape
         */

        /**
         * Constructs a new Sample.
         * @memberof prometheus
         * @classdesc Represents a Sample.
         * @constructor
         * @param {prometheus.Sample.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Sample = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * Sample value.
         * @member {number} value
         * @memberof prometheus.Sample
         * @instance
         */
        Sample.prototype.value = 0;

        /**
         * Sample timestamp.
         * @member {number|Long} timestamp
         * @memberof prometheus.Sample
         * @instance
         */
        Sample.prototype.timestamp = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

        /**
         * Decodes a Sample message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.Sample
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.Sample & prometheus.Sample.$Shape} Sample
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Sample.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.Sample();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 1)
                            break;
                        if (!$Object.is(value = reader.double(), 0))
                            message.value = value;
                        else
                            delete message.value;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                            message.timestamp = value;
                        else
                            delete message.timestamp;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        return Sample;
    })();

    prometheus.Exemplar = (function() {

        /**
         * Properties of an Exemplar.
         * @typedef {Object} prometheus.Exemplar.$Properties
         * @property {Array.<prometheus.Label.$Properties>|null} [labels] Exemplar labels
         * @property {number|null} [value] Exemplar value
         * @property {number|Long|null} [timestamp] Exemplar timestamp
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of an Exemplar.
         * @memberof prometheus
         * @interface IExemplar
         * @augments prometheus.Exemplar.$Properties
         * @deprecated Use prometheus.Exemplar.$Properties instead.
         */

        /**
         * Shape of an Exemplar.
         * @typedef {prometheus.Exemplar.$Properties} prometheus.Exemplar.$Shape
         */

        /**
         * Constructs a new Exemplar.
         * @memberof prometheus
         * @classdesc Represents an Exemplar.
         * @constructor
         * @param {prometheus.Exemplar.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Exemplar = function (properties) {
            this.labels = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * Exemplar labels.
         * @member {Array.<prometheus.Label.$Properties>} labels
         * @memberof prometheus.Exemplar
         * @instance
         */
        Exemplar.prototype.labels = $util.emptyArray;

        /**
         * Exemplar value.
         * @member {number} value
         * @memberof prometheus.Exemplar
         * @instance
         */
        Exemplar.prototype.value = 0;

        /**
         * Exemplar timestamp.
         * @member {number|Long} timestamp
         * @memberof prometheus.Exemplar
         * @instance
         */
        Exemplar.prototype.timestamp = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

        /**
         * Decodes an Exemplar message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.Exemplar
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.Exemplar & prometheus.Exemplar.$Shape} Exemplar
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Exemplar.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.Exemplar();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if (!(message.labels && message.labels.length))
                            message.labels = [];
                        message.labels.push($root.prometheus.Label.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 2: {
                        if (wireType !== 1)
                            break;
                        if (!$Object.is(value = reader.double(), 0))
                            message.value = value;
                        else
                            delete message.value;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                            message.timestamp = value;
                        else
                            delete message.timestamp;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        return Exemplar;
    })();

    prometheus.Histogram = (function() {

        /**
         * Properties of a Histogram.
         * @typedef {Object} prometheus.Histogram.$Properties
         * @property {number|Long|null} [countInt] Histogram countInt
         * @property {number|null} [countFloat] Histogram countFloat
         * @property {number|null} [sum] Histogram sum
         * @property {number|null} [schema] Histogram schema
         * @property {number|null} [zeroThreshold] Histogram zeroThreshold
         * @property {number|Long|null} [zeroCountInt] Histogram zeroCountInt
         * @property {number|null} [zeroCountFloat] Histogram zeroCountFloat
         * @property {Array.<prometheus.BucketSpan.$Properties>|null} [negativeSpans] Histogram negativeSpans
         * @property {Array.<number|Long>|null} [negativeDeltas] Histogram negativeDeltas
         * @property {Array.<number>|null} [negativeCounts] Histogram negativeCounts
         * @property {Array.<prometheus.BucketSpan.$Properties>|null} [positiveSpans] Histogram positiveSpans
         * @property {Array.<number|Long>|null} [positiveDeltas] Histogram positiveDeltas
         * @property {Array.<number>|null} [positiveCounts] Histogram positiveCounts
         * @property {prometheus.Histogram.ResetHint|null} [resetHint] Histogram resetHint
         * @property {number|Long|null} [timestamp] Histogram timestamp
         * @property {Array.<number>|null} [customValues] Histogram customValues
         * @property {"countInt"|"countFloat"} [count] Histogram count
         * @property {"zeroCountInt"|"zeroCountFloat"} [zeroCount] Histogram zeroCount
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Histogram.
         * @memberof prometheus
         * @interface IHistogram
         * @augments prometheus.Histogram.$Properties
         * @deprecated Use prometheus.Histogram.$Properties instead.
         */

        /**
         * Narrowed shape of a Histogram.
         * @typedef {{
         *   countInt?: number|Long|null;
         *   countFloat?: number|null;
         *   sum?: number|null;
         *   schema?: number|null;
         *   zeroThreshold?: number|null;
         *   zeroCountInt?: number|Long|null;
         *   zeroCountFloat?: number|null;
         *   negativeSpans?: Array.<prometheus.BucketSpan.$Shape>|null;
         *   negativeDeltas?: Array.<number|Long>|null;
         *   negativeCounts?: Array.<number>|null;
         *   positiveSpans?: Array.<prometheus.BucketSpan.$Shape>|null;
         *   positiveDeltas?: Array.<number|Long>|null;
         *   positiveCounts?: Array.<number>|null;
         *   resetHint?: prometheus.Histogram.ResetHint|null;
         *   timestamp?: number|Long|null;
         *   customValues?: Array.<number>|null;
         *   $unknowns?: Array.<Uint8Array>;
         * } & (
         *   ({ count?: undefined; countInt?: null; countFloat?: null }|{ count?: "countInt"; countInt: number|Long; countFloat?: null }|{ count?: "countFloat"; countInt?: null; countFloat: number })
         * ) & (
         *   ({ zeroCount?: undefined; zeroCountInt?: null; zeroCountFloat?: null }|{ zeroCount?: "zeroCountInt"; zeroCountInt: number|Long; zeroCountFloat?: null }|{ zeroCount?: "zeroCountFloat"; zeroCountInt?: null; zeroCountFloat: number })
         * )} prometheus.Histogram.$Shape
         */

        /**
         * Constructs a new Histogram.
         * @memberof prometheus
         * @classdesc Represents a Histogram.
         * @constructor
         * @param {prometheus.Histogram.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Histogram = function (properties) {
            this.negativeSpans = [];
            this.negativeDeltas = [];
            this.negativeCounts = [];
            this.positiveSpans = [];
            this.positiveDeltas = [];
            this.positiveCounts = [];
            this.customValues = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * Histogram countInt.
         * @member {number|Long|null|undefined} countInt
         * @memberof prometheus.Histogram
         * @instance
         */
        Histogram.prototype.countInt = null;

        /**
         * Histogram countFloat.
         * @member {number|null|undefined} countFloat
         * @memberof prometheus.Histogram
         * @instance
         */
        Histogram.prototype.countFloat = null;

        /**
         * Histogram sum.
         * @member {number} sum
         * @memberof prometheus.Histogram
         * @instance
         */
        Histogram.prototype.sum = 0;

        /**
         * Histogram schema.
         * @member {number} schema
         * @memberof prometheus.Histogram
         * @instance
         */
        Histogram.prototype.schema = 0;

        /**
         * Histogram zeroThreshold.
         * @member {number} zeroThreshold
         * @memberof prometheus.Histogram
         * @instance
         */
        Histogram.prototype.zeroThreshold = 0;

        /**
         * Histogram zeroCountInt.
         * @member {number|Long|null|undefined} zeroCountInt
         * @memberof prometheus.Histogram
         * @instance
         */
        Histogram.prototype.zeroCountInt = null;

        /**
         * Histogram zeroCountFloat.
         * @member {number|null|undefined} zeroCountFloat
         * @memberof prometheus.Histogram
         * @instance
         */
        Histogram.prototype.zeroCountFloat = null;

        /**
         * Histogram negativeSpans.
         * @member {Array.<prometheus.BucketSpan.$Properties>} negativeSpans
         * @memberof prometheus.Histogram
         * @instance
         */
        Histogram.prototype.negativeSpans = $util.emptyArray;

        /**
         * Histogram negativeDeltas.
         * @member {Array.<number|Long>} negativeDeltas
         * @memberof prometheus.Histogram
         * @instance
         */
        Histogram.prototype.negativeDeltas = $util.emptyArray;

        /**
         * Histogram negativeCounts.
         * @member {Array.<number>} negativeCounts
         * @memberof prometheus.Histogram
         * @instance
         */
        Histogram.prototype.negativeCounts = $util.emptyArray;

        /**
         * Histogram positiveSpans.
         * @member {Array.<prometheus.BucketSpan.$Properties>} positiveSpans
         * @memberof prometheus.Histogram
         * @instance
         */
        Histogram.prototype.positiveSpans = $util.emptyArray;

        /**
         * Histogram positiveDeltas.
         * @member {Array.<number|Long>} positiveDeltas
         * @memberof prometheus.Histogram
         * @instance
         */
        Histogram.prototype.positiveDeltas = $util.emptyArray;

        /**
         * Histogram positiveCounts.
         * @member {Array.<number>} positiveCounts
         * @memberof prometheus.Histogram
         * @instance
         */
        Histogram.prototype.positiveCounts = $util.emptyArray;

        /**
         * Histogram resetHint.
         * @member {prometheus.Histogram.ResetHint} resetHint
         * @memberof prometheus.Histogram
         * @instance
         */
        Histogram.prototype.resetHint = 0;

        /**
         * Histogram timestamp.
         * @member {number|Long} timestamp
         * @memberof prometheus.Histogram
         * @instance
         */
        Histogram.prototype.timestamp = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

        /**
         * Histogram customValues.
         * @member {Array.<number>} customValues
         * @memberof prometheus.Histogram
         * @instance
         */
        Histogram.prototype.customValues = $util.emptyArray;

        // OneOf field names bound to virtual getters and setters
        let $oneOfFields;

        /**
         * Histogram count.
         * @member {"countInt"|"countFloat"|undefined} count
         * @memberof prometheus.Histogram
         * @instance
         */
        $Object.defineProperty(Histogram.prototype, "count", {
            get: $util.oneOfGetter($oneOfFields = ["countInt", "countFloat"]),
            set: $util.oneOfSetter($oneOfFields)
        });

        /**
         * Histogram zeroCount.
         * @member {"zeroCountInt"|"zeroCountFloat"|undefined} zeroCount
         * @memberof prometheus.Histogram
         * @instance
         */
        $Object.defineProperty(Histogram.prototype, "zeroCount", {
            get: $util.oneOfGetter($oneOfFields = ["zeroCountInt", "zeroCountFloat"]),
            set: $util.oneOfSetter($oneOfFields)
        });

        /**
         * Decodes a Histogram message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.Histogram
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.Histogram & prometheus.Histogram.$Shape} Histogram
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Histogram.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.Histogram();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 0)
                            break;
                        message.countInt = reader.uint64();
                        message.count = "countInt";
                        continue;
                    }
                case 2: {
                        if (wireType !== 1)
                            break;
                        message.countFloat = reader.double();
                        message.count = "countFloat";
                        continue;
                    }
                case 3: {
                        if (wireType !== 1)
                            break;
                        if (!$Object.is(value = reader.double(), 0))
                            message.sum = value;
                        else
                            delete message.sum;
                        continue;
                    }
                case 4: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.sint32())
                            message.schema = value;
                        else
                            delete message.schema;
                        continue;
                    }
                case 5: {
                        if (wireType !== 1)
                            break;
                        if (!$Object.is(value = reader.double(), 0))
                            message.zeroThreshold = value;
                        else
                            delete message.zeroThreshold;
                        continue;
                    }
                case 6: {
                        if (wireType !== 0)
                            break;
                        message.zeroCountInt = reader.uint64();
                        message.zeroCount = "zeroCountInt";
                        continue;
                    }
                case 7: {
                        if (wireType !== 1)
                            break;
                        message.zeroCountFloat = reader.double();
                        message.zeroCount = "zeroCountFloat";
                        continue;
                    }
                case 8: {
                        if (wireType !== 2)
                            break;
                        if (!(message.negativeSpans && message.negativeSpans.length))
                            message.negativeSpans = [];
                        message.negativeSpans.push($root.prometheus.BucketSpan.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 9: {
                        if (wireType === 2) {
                            if (!(message.negativeDeltas && message.negativeDeltas.length))
                                message.negativeDeltas = [];
                            reader.sint64s(message.negativeDeltas);
                            continue;
                        }
                        if (wireType !== 0)
                            break;
                        if (!(message.negativeDeltas && message.negativeDeltas.length))
                            message.negativeDeltas = [];
                        message.negativeDeltas.push(reader.sint64());
                        continue;
                    }
                case 10: {
                        if (wireType === 2) {
                            if (!(message.negativeCounts && message.negativeCounts.length))
                                message.negativeCounts = [];
                            reader.doubles(message.negativeCounts);
                            continue;
                        }
                        if (wireType !== 1)
                            break;
                        if (!(message.negativeCounts && message.negativeCounts.length))
                            message.negativeCounts = [];
                        message.negativeCounts.push(reader.double());
                        continue;
                    }
                case 11: {
                        if (wireType !== 2)
                            break;
                        if (!(message.positiveSpans && message.positiveSpans.length))
                            message.positiveSpans = [];
                        message.positiveSpans.push($root.prometheus.BucketSpan.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 12: {
                        if (wireType === 2) {
                            if (!(message.positiveDeltas && message.positiveDeltas.length))
                                message.positiveDeltas = [];
                            reader.sint64s(message.positiveDeltas);
                            continue;
                        }
                        if (wireType !== 0)
                            break;
                        if (!(message.positiveDeltas && message.positiveDeltas.length))
                            message.positiveDeltas = [];
                        message.positiveDeltas.push(reader.sint64());
                        continue;
                    }
                case 13: {
                        if (wireType === 2) {
                            if (!(message.positiveCounts && message.positiveCounts.length))
                                message.positiveCounts = [];
                            reader.doubles(message.positiveCounts);
                            continue;
                        }
                        if (wireType !== 1)
                            break;
                        if (!(message.positiveCounts && message.positiveCounts.length))
                            message.positiveCounts = [];
                        message.positiveCounts.push(reader.double());
                        continue;
                    }
                case 14: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.resetHint = value;
                        else
                            delete message.resetHint;
                        continue;
                    }
                case 15: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                            message.timestamp = value;
                        else
                            delete message.timestamp;
                        continue;
                    }
                case 16: {
                        if (wireType === 2) {
                            if (!(message.customValues && message.customValues.length))
                                message.customValues = [];
                            reader.doubles(message.customValues);
                            continue;
                        }
                        if (wireType !== 1)
                            break;
                        if (!(message.customValues && message.customValues.length))
                            message.customValues = [];
                        message.customValues.push(reader.double());
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * ResetHint enum.
         * @name prometheus.Histogram.ResetHint
         * @enum {number}
         * @property {number} UNKNOWN=0 UNKNOWN value
         * @property {number} YES=1 YES value
         * @property {number} NO=2 NO value
         * @property {number} GAUGE=3 GAUGE value
         */
        Histogram.ResetHint = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "UNKNOWN"] = 0;
            values[valuesById[1] = "YES"] = 1;
            values[valuesById[2] = "NO"] = 2;
            values[valuesById[3] = "GAUGE"] = 3;
            return values;
        })();

        return Histogram;
    })();

    prometheus.BucketSpan = (function() {

        /**
         * Properties of a BucketSpan.
         * @typedef {Object} prometheus.BucketSpan.$Properties
         * @property {number|null} [offset] BucketSpan offset
         * @property {number|null} [length] BucketSpan length
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a BucketSpan.
         * @memberof prometheus
         * @interface IBucketSpan
         * @augments prometheus.BucketSpan.$Properties
         * @deprecated Use prometheus.BucketSpan.$Properties instead.
         */

        /**
         * Shape of a BucketSpan.
         * @typedef {prometheus.BucketSpan.$Properties} prometheus.BucketSpan.$Shape
         */

        /**
         * Constructs a new BucketSpan.
         * @memberof prometheus
         * @classdesc Represents a BucketSpan.
         * @constructor
         * @param {prometheus.BucketSpan.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const BucketSpan = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * BucketSpan offset.
         * @member {number} offset
         * @memberof prometheus.BucketSpan
         * @instance
         */
        BucketSpan.prototype.offset = 0;

        /**
         * BucketSpan length.
         * @member {number} length
         * @memberof prometheus.BucketSpan
         * @instance
         */
        BucketSpan.prototype.length = 0;

        /**
         * Decodes a BucketSpan message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.BucketSpan
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.BucketSpan & prometheus.BucketSpan.$Shape} BucketSpan
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        BucketSpan.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.BucketSpan();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.sint32())
                            message.offset = value;
                        else
                            delete message.offset;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.length = value;
                        else
                            delete message.length;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        return BucketSpan;
    })();

    prometheus.TimeSeries = (function() {

        /**
         * Properties of a TimeSeries.
         * @typedef {Object} prometheus.TimeSeries.$Properties
         * @property {Array.<prometheus.Label.$Properties>|null} [labels] TimeSeries labels
         * @property {Array.<prometheus.Sample.$Properties>|null} [samples] TimeSeries samples
         * @property {Array.<prometheus.Exemplar.$Properties>|null} [exemplars] TimeSeries exemplars
         * @property {Array.<prometheus.Histogram.$Properties>|null} [histograms] TimeSeries histograms
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a TimeSeries.
         * @memberof prometheus
         * @interface ITimeSeries
         * @augments prometheus.TimeSeries.$Properties
         * @deprecated Use prometheus.TimeSeries.$Properties instead.
         */

        /**
         * Shape of a TimeSeries.
         * @typedef {{
         *   labels?: Array.<prometheus.Label.$Shape>|null;
         *   samples?: Array.<prometheus.Sample.$Shape>|null;
         *   exemplars?: Array.<prometheus.Exemplar.$Shape>|null;
         *   histograms?: Array.<prometheus.Histogram.$Shape>|null;
         *   $unknowns?: Array.<Uint8Array>;
         * }} prometheus.TimeSeries.$Shape
         */

        /**
         * Constructs a new TimeSeries.
         * @memberof prometheus
         * @classdesc Represents a TimeSeries.
         * @constructor
         * @param {prometheus.TimeSeries.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const TimeSeries = function (properties) {
            this.labels = [];
            this.samples = [];
            this.exemplars = [];
            this.histograms = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * TimeSeries labels.
         * @member {Array.<prometheus.Label.$Properties>} labels
         * @memberof prometheus.TimeSeries
         * @instance
         */
        TimeSeries.prototype.labels = $util.emptyArray;

        /**
         * TimeSeries samples.
         * @member {Array.<prometheus.Sample.$Properties>} samples
         * @memberof prometheus.TimeSeries
         * @instance
         */
        TimeSeries.prototype.samples = $util.emptyArray;

        /**
         * TimeSeries exemplars.
         * @member {Array.<prometheus.Exemplar.$Properties>} exemplars
         * @memberof prometheus.TimeSeries
         * @instance
         */
        TimeSeries.prototype.exemplars = $util.emptyArray;

        /**
         * TimeSeries histograms.
         * @member {Array.<prometheus.Histogram.$Properties>} histograms
         * @memberof prometheus.TimeSeries
         * @instance
         */
        TimeSeries.prototype.histograms = $util.emptyArray;

        /**
         * Decodes a TimeSeries message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.TimeSeries
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.TimeSeries & prometheus.TimeSeries.$Shape} TimeSeries
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        TimeSeries.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.TimeSeries();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if (!(message.labels && message.labels.length))
                            message.labels = [];
                        message.labels.push($root.prometheus.Label.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if (!(message.samples && message.samples.length))
                            message.samples = [];
                        message.samples.push($root.prometheus.Sample.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if (!(message.exemplars && message.exemplars.length))
                            message.exemplars = [];
                        message.exemplars.push($root.prometheus.Exemplar.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if (!(message.histograms && message.histograms.length))
                            message.histograms = [];
                        message.histograms.push($root.prometheus.Histogram.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        return TimeSeries;
    })();

    prometheus.Label = (function() {

        /**
         * Properties of a Label.
         * @typedef {Object} prometheus.Label.$Properties
         * @property {string|null} [name] Label name
         * @property {string|null} [value] Label value
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Label.
         * @memberof prometheus
         * @interface ILabel
         * @augments prometheus.Label.$Properties
         * @deprecated Use prometheus.Label.$Properties instead.
         */

        /**
         * Shape of a Label.
         * @typedef {prometheus.Label.$Properties} prometheus.Label.$Shape
         */

        /**
         * Constructs a new Label.
         * @memberof prometheus
         * @classdesc Represents a Label.
         * @constructor
         * @param {prometheus.Label.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Label = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * Label name.
         * @member {string} name
         * @memberof prometheus.Label
         * @instance
         */
        Label.prototype.name = "";

        /**
         * Label value.
         * @member {string} value
         * @memberof prometheus.Label
         * @instance
         */
        Label.prototype.value = "";

        /**
         * Decodes a Label message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.Label
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.Label & prometheus.Label.$Shape} Label
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Label.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.Label();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.name = value;
                        else
                            delete message.name;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.value = value;
                        else
                            delete message.value;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        return Label;
    })();

    prometheus.Labels = (function() {

        /**
         * Properties of a Labels.
         * @typedef {Object} prometheus.Labels.$Properties
         * @property {Array.<prometheus.Label.$Properties>|null} [labels] Labels labels
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Labels.
         * @memberof prometheus
         * @interface ILabels
         * @augments prometheus.Labels.$Properties
         * @deprecated Use prometheus.Labels.$Properties instead.
         */

        /**
         * Shape of a Labels.
         * @typedef {prometheus.Labels.$Properties} prometheus.Labels.$Shape
         */

        /**
         * Constructs a new Labels.
         * @memberof prometheus
         * @classdesc Represents a Labels.
         * @constructor
         * @param {prometheus.Labels.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Labels = function (properties) {
            this.labels = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * Labels labels.
         * @member {Array.<prometheus.Label.$Properties>} labels
         * @memberof prometheus.Labels
         * @instance
         */
        Labels.prototype.labels = $util.emptyArray;

        /**
         * Decodes a Labels message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.Labels
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.Labels & prometheus.Labels.$Shape} Labels
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Labels.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.Labels();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if (!(message.labels && message.labels.length))
                            message.labels = [];
                        message.labels.push($root.prometheus.Label.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        return Labels;
    })();

    prometheus.LabelMatcher = (function() {

        /**
         * Properties of a LabelMatcher.
         * @typedef {Object} prometheus.LabelMatcher.$Properties
         * @property {prometheus.LabelMatcher.Type|null} [type] LabelMatcher type
         * @property {string|null} [name] LabelMatcher name
         * @property {string|null} [value] LabelMatcher value
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a LabelMatcher.
         * @memberof prometheus
         * @interface ILabelMatcher
         * @augments prometheus.LabelMatcher.$Properties
         * @deprecated Use prometheus.LabelMatcher.$Properties instead.
         */

        /**
         * Shape of a LabelMatcher.
         * @typedef {prometheus.LabelMatcher.$Properties} prometheus.LabelMatcher.$Shape
         */

        /**
         * Constructs a new LabelMatcher.
         * @memberof prometheus
         * @classdesc Represents a LabelMatcher.
         * @constructor
         * @param {prometheus.LabelMatcher.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const LabelMatcher = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * LabelMatcher type.
         * @member {prometheus.LabelMatcher.Type} type
         * @memberof prometheus.LabelMatcher
         * @instance
         */
        LabelMatcher.prototype.type = 0;

        /**
         * LabelMatcher name.
         * @member {string} name
         * @memberof prometheus.LabelMatcher
         * @instance
         */
        LabelMatcher.prototype.name = "";

        /**
         * LabelMatcher value.
         * @member {string} value
         * @memberof prometheus.LabelMatcher
         * @instance
         */
        LabelMatcher.prototype.value = "";

        /**
         * Decodes a LabelMatcher message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.LabelMatcher
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.LabelMatcher & prometheus.LabelMatcher.$Shape} LabelMatcher
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        LabelMatcher.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.LabelMatcher();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.type = value;
                        else
                            delete message.type;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.name = value;
                        else
                            delete message.name;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.value = value;
                        else
                            delete message.value;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Type enum.
         * @name prometheus.LabelMatcher.Type
         * @enum {number}
         * @property {number} EQ=0 EQ value
         * @property {number} NEQ=1 NEQ value
         * @property {number} RE=2 RE value
         * @property {number} NRE=3 NRE value
         */
        LabelMatcher.Type = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "EQ"] = 0;
            values[valuesById[1] = "NEQ"] = 1;
            values[valuesById[2] = "RE"] = 2;
            values[valuesById[3] = "NRE"] = 3;
            return values;
        })();

        return LabelMatcher;
    })();

    prometheus.ReadHints = (function() {

        /**
         * Properties of a ReadHints.
         * @typedef {Object} prometheus.ReadHints.$Properties
         * @property {number|Long|null} [stepMs] ReadHints stepMs
         * @property {string|null} [func] ReadHints func
         * @property {number|Long|null} [startMs] ReadHints startMs
         * @property {number|Long|null} [endMs] ReadHints endMs
         * @property {Array.<string>|null} [grouping] ReadHints grouping
         * @property {boolean|null} [by] ReadHints by
         * @property {number|Long|null} [rangeMs] ReadHints rangeMs
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a ReadHints.
         * @memberof prometheus
         * @interface IReadHints
         * @augments prometheus.ReadHints.$Properties
         * @deprecated Use prometheus.ReadHints.$Properties instead.
         */

        /**
         * Shape of a ReadHints.
         * @typedef {prometheus.ReadHints.$Properties} prometheus.ReadHints.$Shape
         */

        /**
         * Constructs a new ReadHints.
         * @memberof prometheus
         * @classdesc Represents a ReadHints.
         * @constructor
         * @param {prometheus.ReadHints.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const ReadHints = function (properties) {
            this.grouping = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * ReadHints stepMs.
         * @member {number|Long} stepMs
         * @memberof prometheus.ReadHints
         * @instance
         */
        ReadHints.prototype.stepMs = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

        /**
         * ReadHints func.
         * @member {string} func
         * @memberof prometheus.ReadHints
         * @instance
         */
        ReadHints.prototype.func = "";

        /**
         * ReadHints startMs.
         * @member {number|Long} startMs
         * @memberof prometheus.ReadHints
         * @instance
         */
        ReadHints.prototype.startMs = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

        /**
         * ReadHints endMs.
         * @member {number|Long} endMs
         * @memberof prometheus.ReadHints
         * @instance
         */
        ReadHints.prototype.endMs = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

        /**
         * ReadHints grouping.
         * @member {Array.<string>} grouping
         * @memberof prometheus.ReadHints
         * @instance
         */
        ReadHints.prototype.grouping = $util.emptyArray;

        /**
         * ReadHints by.
         * @member {boolean} by
         * @memberof prometheus.ReadHints
         * @instance
         */
        ReadHints.prototype.by = false;

        /**
         * ReadHints rangeMs.
         * @member {number|Long} rangeMs
         * @memberof prometheus.ReadHints
         * @instance
         */
        ReadHints.prototype.rangeMs = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

        /**
         * Decodes a ReadHints message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.ReadHints
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.ReadHints & prometheus.ReadHints.$Shape} ReadHints
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        ReadHints.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.ReadHints();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                            message.stepMs = value;
                        else
                            delete message.stepMs;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.func = value;
                        else
                            delete message.func;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                            message.startMs = value;
                        else
                            delete message.startMs;
                        continue;
                    }
                case 4: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                            message.endMs = value;
                        else
                            delete message.endMs;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if (!(message.grouping && message.grouping.length))
                            message.grouping = [];
                        message.grouping.push(reader.stringVerify());
                        continue;
                    }
                case 6: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.by = value;
                        else
                            delete message.by;
                        continue;
                    }
                case 7: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                            message.rangeMs = value;
                        else
                            delete message.rangeMs;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        return ReadHints;
    })();

    prometheus.Chunk = (function() {

        /**
         * Properties of a Chunk.
         * @typedef {Object} prometheus.Chunk.$Properties
         * @property {number|Long|null} [minTimeMs] Chunk minTimeMs
         * @property {number|Long|null} [maxTimeMs] Chunk maxTimeMs
         * @property {prometheus.Chunk.Encoding|null} [type] Chunk type
         * @property {Uint8Array|null} [data] Chunk data
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Chunk.
         * @memberof prometheus
         * @interface IChunk
         * @augments prometheus.Chunk.$Properties
         * @deprecated Use prometheus.Chunk.$Properties instead.
         */

        /**
         * Shape of a Chunk.
         * @typedef {prometheus.Chunk.$Properties} prometheus.Chunk.$Shape
         */

        /**
         * Constructs a new Chunk.
         * @memberof prometheus
         * @classdesc Represents a Chunk.
         * @constructor
         * @param {prometheus.Chunk.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Chunk = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * Chunk minTimeMs.
         * @member {number|Long} minTimeMs
         * @memberof prometheus.Chunk
         * @instance
         */
        Chunk.prototype.minTimeMs = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

        /**
         * Chunk maxTimeMs.
         * @member {number|Long} maxTimeMs
         * @memberof prometheus.Chunk
         * @instance
         */
        Chunk.prototype.maxTimeMs = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

        /**
         * Chunk type.
         * @member {prometheus.Chunk.Encoding} type
         * @memberof prometheus.Chunk
         * @instance
         */
        Chunk.prototype.type = 0;

        /**
         * Chunk data.
         * @member {Uint8Array} data
         * @memberof prometheus.Chunk
         * @instance
         */
        Chunk.prototype.data = $util.newBuffer([]);

        /**
         * Decodes a Chunk message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.Chunk
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.Chunk & prometheus.Chunk.$Shape} Chunk
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Chunk.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.Chunk();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                            message.minTimeMs = value;
                        else
                            delete message.minTimeMs;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                            message.maxTimeMs = value;
                        else
                            delete message.maxTimeMs;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.type = value;
                        else
                            delete message.type;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.bytes()).length)
                            message.data = value;
                        else
                            delete message.data;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Encoding enum.
         * @name prometheus.Chunk.Encoding
         * @enum {number}
         * @property {number} UNKNOWN=0 UNKNOWN value
         * @property {number} XOR=1 XOR value
         * @property {number} HISTOGRAM=2 HISTOGRAM value
         * @property {number} FLOAT_HISTOGRAM=3 FLOAT_HISTOGRAM value
         * @property {number} XOR2=4 XOR2 value
         * @property {number} HISTOGRAM_ST=5 HISTOGRAM_ST value
         * @property {number} FLOAT_HISTOGRAM_ST=6 FLOAT_HISTOGRAM_ST value
         */
        Chunk.Encoding = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "UNKNOWN"] = 0;
            values[valuesById[1] = "XOR"] = 1;
            values[valuesById[2] = "HISTOGRAM"] = 2;
            values[valuesById[3] = "FLOAT_HISTOGRAM"] = 3;
            values[valuesById[4] = "XOR2"] = 4;
            values[valuesById[5] = "HISTOGRAM_ST"] = 5;
            values[valuesById[6] = "FLOAT_HISTOGRAM_ST"] = 6;
            return values;
        })();

        return Chunk;
    })();

    prometheus.ChunkedSeries = (function() {

        /**
         * Properties of a ChunkedSeries.
         * @typedef {Object} prometheus.ChunkedSeries.$Properties
         * @property {Array.<prometheus.Label.$Properties>|null} [labels] ChunkedSeries labels
         * @property {Array.<prometheus.Chunk.$Properties>|null} [chunks] ChunkedSeries chunks
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a ChunkedSeries.
         * @memberof prometheus
         * @interface IChunkedSeries
         * @augments prometheus.ChunkedSeries.$Properties
         * @deprecated Use prometheus.ChunkedSeries.$Properties instead.
         */

        /**
         * Shape of a ChunkedSeries.
         * @typedef {prometheus.ChunkedSeries.$Properties} prometheus.ChunkedSeries.$Shape
         */

        /**
         * Constructs a new ChunkedSeries.
         * @memberof prometheus
         * @classdesc Represents a ChunkedSeries.
         * @constructor
         * @param {prometheus.ChunkedSeries.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const ChunkedSeries = function (properties) {
            this.labels = [];
            this.chunks = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * ChunkedSeries labels.
         * @member {Array.<prometheus.Label.$Properties>} labels
         * @memberof prometheus.ChunkedSeries
         * @instance
         */
        ChunkedSeries.prototype.labels = $util.emptyArray;

        /**
         * ChunkedSeries chunks.
         * @member {Array.<prometheus.Chunk.$Properties>} chunks
         * @memberof prometheus.ChunkedSeries
         * @instance
         */
        ChunkedSeries.prototype.chunks = $util.emptyArray;

        /**
         * Decodes a ChunkedSeries message from the specified reader or buffer.
         * @function decode
         * @memberof prometheus.ChunkedSeries
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {prometheus.ChunkedSeries & prometheus.ChunkedSeries.$Shape} ChunkedSeries
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        ChunkedSeries.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.prometheus.ChunkedSeries();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if (!(message.labels && message.labels.length))
                            message.labels = [];
                        message.labels.push($root.prometheus.Label.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if (!(message.chunks && message.chunks.length))
                            message.chunks = [];
                        message.chunks.push($root.prometheus.Chunk.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        return ChunkedSeries;
    })();

    return prometheus;
})();

export {
  $root as default
};
