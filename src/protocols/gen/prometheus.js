/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError;

const $root = $protobuf.roots["prometheus"] || ($protobuf.roots["prometheus"] = {});

export const prometheus = $root.prometheus = (() => {

    const prometheus = {};

    prometheus.WriteRequest = (function() {

        const WriteRequest = function (properties) {
            this.timeseries = [];
            this.metadata = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        WriteRequest.prototype.timeseries = $util.emptyArray;
        WriteRequest.prototype.metadata = $util.emptyArray;

        WriteRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.timeseries != null && message.timeseries.length)
                for (let i = 0; i < message.timeseries.length; ++i)
                    $root.prometheus.TimeSeries.encode(message.timeseries[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.metadata != null && message.metadata.length)
                for (let i = 0; i < message.metadata.length; ++i)
                    $root.prometheus.MetricMetadata.encode(message.metadata[i], writer.uint32(26).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        const ReadRequest = function (properties) {
            this.queries = [];
            this.acceptedResponseTypes = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ReadRequest.prototype.queries = $util.emptyArray;
        ReadRequest.prototype.acceptedResponseTypes = $util.emptyArray;

        ReadRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.queries != null && message.queries.length)
                for (let i = 0; i < message.queries.length; ++i)
                    $root.prometheus.Query.encode(message.queries[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.acceptedResponseTypes != null && message.acceptedResponseTypes.length)
                writer.uint32(18).int32s(message.acceptedResponseTypes);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        ReadRequest.ResponseType = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "SAMPLES"] = 0;
            values[valuesById[1] = "STREAMED_XOR_CHUNKS"] = 1;
            return values;
        })();

        return ReadRequest;
    })();

    prometheus.ReadResponse = (function() {

        const ReadResponse = function (properties) {
            this.results = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ReadResponse.prototype.results = $util.emptyArray;

        ReadResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.results != null && message.results.length)
                for (let i = 0; i < message.results.length; ++i)
                    $root.prometheus.QueryResult.encode(message.results[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        const Query = function (properties) {
            this.matchers = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        Query.prototype.startTimestampMs = $util.Long ? $util.Long.fromBits(0,0,false) : 0;
        Query.prototype.endTimestampMs = $util.Long ? $util.Long.fromBits(0,0,false) : 0;
        Query.prototype.matchers = $util.emptyArray;
        Query.prototype.hints = null;

        Query.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.startTimestampMs != null && $Object.hasOwnProperty.call(message, "startTimestampMs") && (typeof message.startTimestampMs === "object" ? message.startTimestampMs.low || message.startTimestampMs.high : message.startTimestampMs !== 0))
                writer.uint32(8).int64(message.startTimestampMs);
            if (message.endTimestampMs != null && $Object.hasOwnProperty.call(message, "endTimestampMs") && (typeof message.endTimestampMs === "object" ? message.endTimestampMs.low || message.endTimestampMs.high : message.endTimestampMs !== 0))
                writer.uint32(16).int64(message.endTimestampMs);
            if (message.matchers != null && message.matchers.length)
                for (let i = 0; i < message.matchers.length; ++i)
                    $root.prometheus.LabelMatcher.encode(message.matchers[i], writer.uint32(26).fork(), _depth + 1).ldelim();
            if (message.hints != null && $Object.hasOwnProperty.call(message, "hints"))
                $root.prometheus.ReadHints.encode(message.hints, writer.uint32(34).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        const QueryResult = function (properties) {
            this.timeseries = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        QueryResult.prototype.timeseries = $util.emptyArray;

        QueryResult.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.timeseries != null && message.timeseries.length)
                for (let i = 0; i < message.timeseries.length; ++i)
                    $root.prometheus.TimeSeries.encode(message.timeseries[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        const ChunkedReadResponse = function (properties) {
            this.chunkedSeries = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ChunkedReadResponse.prototype.chunkedSeries = $util.emptyArray;
        ChunkedReadResponse.prototype.queryIndex = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

        ChunkedReadResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.chunkedSeries != null && message.chunkedSeries.length)
                for (let i = 0; i < message.chunkedSeries.length; ++i)
                    $root.prometheus.ChunkedSeries.encode(message.chunkedSeries[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.queryIndex != null && $Object.hasOwnProperty.call(message, "queryIndex") && (typeof message.queryIndex === "object" ? message.queryIndex.low || message.queryIndex.high : message.queryIndex !== 0))
                writer.uint32(16).int64(message.queryIndex);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        const MetricMetadata = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        MetricMetadata.prototype.type = 0;
        MetricMetadata.prototype.metricFamilyName = "";
        MetricMetadata.prototype.help = "";
        MetricMetadata.prototype.unit = "";

        MetricMetadata.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== 0)
                writer.uint32(8).int32(message.type);
            if (message.metricFamilyName != null && $Object.hasOwnProperty.call(message, "metricFamilyName") && message.metricFamilyName !== "")
                writer.uint32(18).string(message.metricFamilyName);
            if (message.help != null && $Object.hasOwnProperty.call(message, "help") && message.help !== "")
                writer.uint32(34).string(message.help);
            if (message.unit != null && $Object.hasOwnProperty.call(message, "unit") && message.unit !== "")
                writer.uint32(42).string(message.unit);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        const Sample = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        Sample.prototype.value = 0;
        Sample.prototype.timestamp = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

        Sample.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.value != null && $Object.hasOwnProperty.call(message, "value") && !$Object.is(message.value, 0))
                writer.uint32(9).double(message.value);
            if (message.timestamp != null && $Object.hasOwnProperty.call(message, "timestamp") && (typeof message.timestamp === "object" ? message.timestamp.low || message.timestamp.high : message.timestamp !== 0))
                writer.uint32(16).int64(message.timestamp);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        const Exemplar = function (properties) {
            this.labels = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        Exemplar.prototype.labels = $util.emptyArray;
        Exemplar.prototype.value = 0;
        Exemplar.prototype.timestamp = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

        Exemplar.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.labels != null && message.labels.length)
                for (let i = 0; i < message.labels.length; ++i)
                    $root.prometheus.Label.encode(message.labels[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.value != null && $Object.hasOwnProperty.call(message, "value") && !$Object.is(message.value, 0))
                writer.uint32(17).double(message.value);
            if (message.timestamp != null && $Object.hasOwnProperty.call(message, "timestamp") && (typeof message.timestamp === "object" ? message.timestamp.low || message.timestamp.high : message.timestamp !== 0))
                writer.uint32(24).int64(message.timestamp);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        Histogram.prototype.countInt = null;
        Histogram.prototype.countFloat = null;
        Histogram.prototype.sum = 0;
        Histogram.prototype.schema = 0;
        Histogram.prototype.zeroThreshold = 0;
        Histogram.prototype.zeroCountInt = null;
        Histogram.prototype.zeroCountFloat = null;
        Histogram.prototype.negativeSpans = $util.emptyArray;
        Histogram.prototype.negativeDeltas = $util.emptyArray;
        Histogram.prototype.negativeCounts = $util.emptyArray;
        Histogram.prototype.positiveSpans = $util.emptyArray;
        Histogram.prototype.positiveDeltas = $util.emptyArray;
        Histogram.prototype.positiveCounts = $util.emptyArray;
        Histogram.prototype.resetHint = 0;
        Histogram.prototype.timestamp = $util.Long ? $util.Long.fromBits(0,0,false) : 0;
        Histogram.prototype.customValues = $util.emptyArray;

        let $oneOfFields;

        $Object.defineProperty(Histogram.prototype, "count", {
            get: $util.oneOfGetter($oneOfFields = ["countInt", "countFloat"]),
            set: $util.oneOfSetter($oneOfFields)
        });

        $Object.defineProperty(Histogram.prototype, "zeroCount", {
            get: $util.oneOfGetter($oneOfFields = ["zeroCountInt", "zeroCountFloat"]),
            set: $util.oneOfSetter($oneOfFields)
        });

        Histogram.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.countInt != null && $Object.hasOwnProperty.call(message, "countInt"))
                writer.uint32(8).uint64(message.countInt);
            if (message.countFloat != null && $Object.hasOwnProperty.call(message, "countFloat"))
                writer.uint32(17).double(message.countFloat);
            if (message.sum != null && $Object.hasOwnProperty.call(message, "sum") && !$Object.is(message.sum, 0))
                writer.uint32(25).double(message.sum);
            if (message.schema != null && $Object.hasOwnProperty.call(message, "schema") && message.schema !== 0)
                writer.uint32(32).sint32(message.schema);
            if (message.zeroThreshold != null && $Object.hasOwnProperty.call(message, "zeroThreshold") && !$Object.is(message.zeroThreshold, 0))
                writer.uint32(41).double(message.zeroThreshold);
            if (message.zeroCountInt != null && $Object.hasOwnProperty.call(message, "zeroCountInt"))
                writer.uint32(48).uint64(message.zeroCountInt);
            if (message.zeroCountFloat != null && $Object.hasOwnProperty.call(message, "zeroCountFloat"))
                writer.uint32(57).double(message.zeroCountFloat);
            if (message.negativeSpans != null && message.negativeSpans.length)
                for (let i = 0; i < message.negativeSpans.length; ++i)
                    $root.prometheus.BucketSpan.encode(message.negativeSpans[i], writer.uint32(66).fork(), _depth + 1).ldelim();
            if (message.negativeDeltas != null && message.negativeDeltas.length)
                writer.uint32(74).sint64s(message.negativeDeltas);
            if (message.negativeCounts != null && message.negativeCounts.length)
                writer.uint32(82).doubles(message.negativeCounts);
            if (message.positiveSpans != null && message.positiveSpans.length)
                for (let i = 0; i < message.positiveSpans.length; ++i)
                    $root.prometheus.BucketSpan.encode(message.positiveSpans[i], writer.uint32(90).fork(), _depth + 1).ldelim();
            if (message.positiveDeltas != null && message.positiveDeltas.length)
                writer.uint32(98).sint64s(message.positiveDeltas);
            if (message.positiveCounts != null && message.positiveCounts.length)
                writer.uint32(106).doubles(message.positiveCounts);
            if (message.resetHint != null && $Object.hasOwnProperty.call(message, "resetHint") && message.resetHint !== 0)
                writer.uint32(112).int32(message.resetHint);
            if (message.timestamp != null && $Object.hasOwnProperty.call(message, "timestamp") && (typeof message.timestamp === "object" ? message.timestamp.low || message.timestamp.high : message.timestamp !== 0))
                writer.uint32(120).int64(message.timestamp);
            if (message.customValues != null && message.customValues.length)
                writer.uint32(130).doubles(message.customValues);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        const BucketSpan = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        BucketSpan.prototype.offset = 0;
        BucketSpan.prototype.length = 0;

        BucketSpan.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.offset != null && $Object.hasOwnProperty.call(message, "offset") && message.offset !== 0)
                writer.uint32(8).sint32(message.offset);
            if (message.length != null && $Object.hasOwnProperty.call(message, "length") && message.length !== 0)
                writer.uint32(16).uint32(message.length);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        TimeSeries.prototype.labels = $util.emptyArray;
        TimeSeries.prototype.samples = $util.emptyArray;
        TimeSeries.prototype.exemplars = $util.emptyArray;
        TimeSeries.prototype.histograms = $util.emptyArray;

        TimeSeries.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.labels != null && message.labels.length)
                for (let i = 0; i < message.labels.length; ++i)
                    $root.prometheus.Label.encode(message.labels[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.samples != null && message.samples.length)
                for (let i = 0; i < message.samples.length; ++i)
                    $root.prometheus.Sample.encode(message.samples[i], writer.uint32(18).fork(), _depth + 1).ldelim();
            if (message.exemplars != null && message.exemplars.length)
                for (let i = 0; i < message.exemplars.length; ++i)
                    $root.prometheus.Exemplar.encode(message.exemplars[i], writer.uint32(26).fork(), _depth + 1).ldelim();
            if (message.histograms != null && message.histograms.length)
                for (let i = 0; i < message.histograms.length; ++i)
                    $root.prometheus.Histogram.encode(message.histograms[i], writer.uint32(34).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        const Label = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        Label.prototype.name = "";
        Label.prototype.value = "";

        Label.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                writer.uint32(10).string(message.name);
            if (message.value != null && $Object.hasOwnProperty.call(message, "value") && message.value !== "")
                writer.uint32(18).string(message.value);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        const Labels = function (properties) {
            this.labels = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        Labels.prototype.labels = $util.emptyArray;

        Labels.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.labels != null && message.labels.length)
                for (let i = 0; i < message.labels.length; ++i)
                    $root.prometheus.Label.encode(message.labels[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        const LabelMatcher = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        LabelMatcher.prototype.type = 0;
        LabelMatcher.prototype.name = "";
        LabelMatcher.prototype.value = "";

        LabelMatcher.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== 0)
                writer.uint32(8).int32(message.type);
            if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                writer.uint32(18).string(message.name);
            if (message.value != null && $Object.hasOwnProperty.call(message, "value") && message.value !== "")
                writer.uint32(26).string(message.value);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        const ReadHints = function (properties) {
            this.grouping = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ReadHints.prototype.stepMs = $util.Long ? $util.Long.fromBits(0,0,false) : 0;
        ReadHints.prototype.func = "";
        ReadHints.prototype.startMs = $util.Long ? $util.Long.fromBits(0,0,false) : 0;
        ReadHints.prototype.endMs = $util.Long ? $util.Long.fromBits(0,0,false) : 0;
        ReadHints.prototype.grouping = $util.emptyArray;
        ReadHints.prototype.by = false;
        ReadHints.prototype.rangeMs = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

        ReadHints.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.stepMs != null && $Object.hasOwnProperty.call(message, "stepMs") && (typeof message.stepMs === "object" ? message.stepMs.low || message.stepMs.high : message.stepMs !== 0))
                writer.uint32(8).int64(message.stepMs);
            if (message.func != null && $Object.hasOwnProperty.call(message, "func") && message.func !== "")
                writer.uint32(18).string(message.func);
            if (message.startMs != null && $Object.hasOwnProperty.call(message, "startMs") && (typeof message.startMs === "object" ? message.startMs.low || message.startMs.high : message.startMs !== 0))
                writer.uint32(24).int64(message.startMs);
            if (message.endMs != null && $Object.hasOwnProperty.call(message, "endMs") && (typeof message.endMs === "object" ? message.endMs.low || message.endMs.high : message.endMs !== 0))
                writer.uint32(32).int64(message.endMs);
            if (message.grouping != null && message.grouping.length)
                for (let i = 0; i < message.grouping.length; ++i)
                    writer.uint32(42).string(message.grouping[i]);
            if (message.by != null && $Object.hasOwnProperty.call(message, "by") && message.by !== false)
                writer.uint32(48).bool(message.by);
            if (message.rangeMs != null && $Object.hasOwnProperty.call(message, "rangeMs") && (typeof message.rangeMs === "object" ? message.rangeMs.low || message.rangeMs.high : message.rangeMs !== 0))
                writer.uint32(56).int64(message.rangeMs);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        const Chunk = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        Chunk.prototype.minTimeMs = $util.Long ? $util.Long.fromBits(0,0,false) : 0;
        Chunk.prototype.maxTimeMs = $util.Long ? $util.Long.fromBits(0,0,false) : 0;
        Chunk.prototype.type = 0;
        Chunk.prototype.data = $util.newBuffer([]);

        Chunk.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.minTimeMs != null && $Object.hasOwnProperty.call(message, "minTimeMs") && (typeof message.minTimeMs === "object" ? message.minTimeMs.low || message.minTimeMs.high : message.minTimeMs !== 0))
                writer.uint32(8).int64(message.minTimeMs);
            if (message.maxTimeMs != null && $Object.hasOwnProperty.call(message, "maxTimeMs") && (typeof message.maxTimeMs === "object" ? message.maxTimeMs.low || message.maxTimeMs.high : message.maxTimeMs !== 0))
                writer.uint32(16).int64(message.maxTimeMs);
            if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== 0)
                writer.uint32(24).int32(message.type);
            if (message.data != null && $Object.hasOwnProperty.call(message, "data") && message.data.length)
                writer.uint32(34).bytes(message.data);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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

        const ChunkedSeries = function (properties) {
            this.labels = [];
            this.chunks = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        ChunkedSeries.prototype.labels = $util.emptyArray;
        ChunkedSeries.prototype.chunks = $util.emptyArray;

        ChunkedSeries.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.labels != null && message.labels.length)
                for (let i = 0; i < message.labels.length; ++i)
                    $root.prometheus.Label.encode(message.labels[i], writer.uint32(10).fork(), _depth + 1).ldelim();
            if (message.chunks != null && message.chunks.length)
                for (let i = 0; i < message.chunks.length; ++i)
                    $root.prometheus.Chunk.encode(message.chunks[i], writer.uint32(18).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

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
