// The libsrtp 3 calls mediasoup's worker makes, on Debian's libsrtp2 (libsrtp2-dev). Built into the
// worker as the `libsrtp3` meson subproject's only header (see build-worker.mjs).
//
// libsrtp 3 protects from one buffer into another and takes size_t lengths; libsrtp 2 works in place
// with int lengths. The v3 signatures below are C++ overloads next to the v2 C functions.
#pragma once

#include <srtp2/srtp.h>

#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstring>

// Error codes libsrtp 3 added after srtp_err_status_pkt_idx_adv (25).
constexpr srtp_err_status_t srtp_err_status_buffer_small = static_cast<srtp_err_status_t>(26);
constexpr srtp_err_status_t srtp_err_status_cryptex_err  = static_cast<srtp_err_status_t>(27);

namespace atrium_srtp_adapter
{
	using InPlace = srtp_err_status_t (*)(srtp_t, void*, int*);

	// Copies `in` to `out` (when they differ) and runs the in-place v2 call on `out`.
	inline srtp_err_status_t Run(
	  InPlace call, srtp_t ctx, const uint8_t* in, size_t inLen, uint8_t* out, size_t* outLen, size_t room)
	{
		if (inLen > INT_MAX || *outLen < room)
			return srtp_err_status_buffer_small;
		if (out != in)
			std::memmove(out, in, inLen);
		int len = static_cast<int>(inLen);
		const srtp_err_status_t err = call(ctx, out, &len);
		if (err == srtp_err_status_ok)
			*outLen = static_cast<size_t>(len);
		return err;
	}
} // namespace atrium_srtp_adapter

inline srtp_err_status_t srtp_protect(
  srtp_t ctx, const uint8_t* rtp, size_t rtpLen, uint8_t* srtp, size_t* srtpLen, size_t /*mkiIndex*/)
{
	return atrium_srtp_adapter::Run(
	  ::srtp_protect, ctx, rtp, rtpLen, srtp, srtpLen, rtpLen + SRTP_MAX_TRAILER_LEN);
}

inline srtp_err_status_t srtp_unprotect(
  srtp_t ctx, const uint8_t* srtp, size_t srtpLen, uint8_t* rtp, size_t* rtpLen)
{
	return atrium_srtp_adapter::Run(::srtp_unprotect, ctx, srtp, srtpLen, rtp, rtpLen, srtpLen);
}

inline srtp_err_status_t srtp_protect_rtcp(
  srtp_t ctx, const uint8_t* rtcp, size_t rtcpLen, uint8_t* srtcp, size_t* srtcpLen, size_t /*mkiIndex*/)
{
	return atrium_srtp_adapter::Run(
	  ::srtp_protect_rtcp, ctx, rtcp, rtcpLen, srtcp, srtcpLen, rtcpLen + SRTP_MAX_TRAILER_LEN + 4);
}

inline srtp_err_status_t srtp_unprotect_rtcp(
  srtp_t ctx, const uint8_t* srtcp, size_t srtcpLen, uint8_t* rtcp, size_t* rtcpLen)
{
	return atrium_srtp_adapter::Run(::srtp_unprotect_rtcp, ctx, srtcp, srtcpLen, rtcp, rtcpLen, srtcpLen);
}

// libsrtp 3 renamed srtp_remove_stream.
inline srtp_err_status_t srtp_stream_remove(srtp_t ctx, uint32_t ssrc)
{
	return srtp_remove_stream(ctx, ssrc);
}
